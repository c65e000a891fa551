import { describe, expect, it } from 'vitest';
import { routeTemplateOf } from '@/server/metrics/route-template';

describe('routeTemplateOf', () => {
  it('names the dynamic segments as the route file does, never keeping their values', () => {
    expect(routeTemplateOf('/api/exam/courses/42', { id: '42' })).toEqual({
      template: '/api/exam/courses/[id]',
      certain: true,
    });
    expect(routeTemplateOf('/api/exam/courses/7/reviews/9/helpful?x=1', { x: '1', id: '7', reviewId: '9' })).toEqual({
      template: '/api/exam/courses/[id]/reviews/[reviewId]/helpful',
      certain: true,
    });
  });

  it('leaves static routes and their search parameters alone', () => {
    expect(routeTemplateOf('/api/exam/courses?keyword=react&page=2', { keyword: 'react', page: '2' })).toEqual({
      template: '/api/exam/courses',
      certain: true,
    });
  });

  it('puts a catch-all back as one [...name] for however many segments it took', () => {
    expect(routeTemplateOf('/api/no/such/thing', { path: ['no', 'such', 'thing'] })).toEqual({
      template: '/api/[...path]',
      certain: true,
    });
  });

  it('matches decoded values, as Next hands them', () => {
    expect(routeTemplateOf('/api/exam/courses/slugs/caf%C3%A9', { slug: 'café' }).template).toBe(
      '/api/exam/courses/slugs/[slug]',
    );
  });

  it('two parameters with one value each take their own segment', () => {
    expect(routeTemplateOf('/api/a/5/b/5', { first: '5', second: '5' }).template).toBe('/api/a/[first]/b/[second]');
  });

  it('a path parameter that a different search value shadows is still known as one', () => {
    expect(routeTemplateOf('/api/orders/abc?id=zzz', { id: 'abc' })).toEqual({
      template: '/api/orders/[id]',
      certain: true,
    });
  });

  it('is not certain when a search parameter repeats a segment under its name (a made-up URL cannot pick the label)', () => {
    expect(routeTemplateOf('/api/orders/abc?id=abc', { id: 'abc' }).certain).toBe(false);
    expect(routeTemplateOf('/api/posts?anything=posts', { anything: 'posts' }).certain).toBe(false);
  });
});
