import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { i18n } from '../../../next-i18next.config.js';
import {
  COURSE_SEARCH_KEYS,
  courseSearchParams,
  hasCourseFilters,
  NO_COURSE_FILTERS,
} from '@/lib/catalog/course-filters';
import { COURSE_SEARCH_PAGE } from '@/lib/routes';
import { parseCourseFilters } from '@/schemas/catalog';
import { proxy } from '@/proxy';

describe('parseCourseFilters (the /courses URL)', () => {
  it('reads every filter the page knows', () => {
    expect(
      parseCourseFilters({
        keyword: '  react ',
        category_ids: '3,1',
        price: 'paid',
        level: 'advanced',
        sort: 'newest',
        page: '2',
      }),
    ).toEqual({ keyword: 'react', categoryIds: [3, 1], price: 'paid', level: 'advanced', sort: 'newest', page: 2 });
  });

  it('drops a parameter that does not parse, keeping the others', () => {
    expect(parseCourseFilters({ keyword: 'sql', level: 'expert', page: 'abc', category_ids: '1,x' })).toEqual({
      ...NO_COURSE_FILTERS,
      keyword: 'sql',
    });
  });

  it('ignores what the page does not read (page size, language, anything else)', () => {
    expect(parseCourseFilters({ page_size: '50', lang: 'vi', utm_source: 'mail' })).toEqual(NO_COURSE_FILTERS);
  });
});

describe('courseSearchParams', () => {
  it('writes a search with defaults and empty filters left out, category ids sorted', () => {
    expect(courseSearchParams(NO_COURSE_FILTERS)).toEqual({});
    expect(
      courseSearchParams({
        keyword: ' next ',
        categoryIds: [9, 2],
        price: 'free',
        level: null,
        sort: 'price_asc',
        page: 3,
      }),
    ).toEqual({ keyword: 'next', category_ids: '2,9', price: 'free', sort: 'price_asc', page: '3' });
  });

  it('round-trips through parseCourseFilters', () => {
    const filters = {
      keyword: 'ielts',
      categoryIds: [4, 5],
      price: null,
      level: 'intermediate',
      sort: 'popular',
      page: 2,
    } as const;
    expect(parseCourseFilters(courseSearchParams({ ...filters, categoryIds: [...filters.categoryIds] }))).toEqual(
      filters,
    );
  });

  it('tells a narrowed search from sort and paging alone', () => {
    expect(hasCourseFilters({ ...NO_COURSE_FILTERS, sort: 'newest', page: 4 })).toBe(false);
    expect(hasCourseFilters({ ...NO_COURSE_FILTERS, level: 'beginner' })).toBe(true);
    expect(hasCourseFilters({ ...NO_COURSE_FILTERS, keyword: '   ' })).toBe(false);
  });
});

describe('the /courses search rewrite (src/proxy.ts)', () => {
  const rewriteOf = (url: string) => {
    const reply = proxy(new NextRequest(url, { nextConfig: { i18n } }));
    const target = reply.headers.get('x-middleware-rewrite');
    return target === null ? null : new URL(target);
  };

  it('sends a /courses URL carrying any search parameter to the per-request page, in both languages', () => {
    for (const key of COURSE_SEARCH_KEYS) {
      const target = rewriteOf(`http://localhost/courses?${key}=1`);
      expect(target?.pathname).toBe(COURSE_SEARCH_PAGE);
      expect(target?.searchParams.get(key)).toBe('1');
    }
    const vietnamese = rewriteOf('http://localhost/vi/courses?keyword=react');
    expect(vietnamese?.pathname).toBe(`/vi${COURSE_SEARCH_PAGE}`);
    expect(vietnamese?.searchParams.get('keyword')).toBe('react');
  });

  it('leaves the plain list, and parameters that make no search, to the static page', () => {
    expect(rewriteOf('http://localhost/courses')).toBeNull();
    expect(rewriteOf('http://localhost/vi/courses?utm_source=mail')).toBeNull();
  });

  it('every parameter a search writes is one the proxy knows', () => {
    const everything = courseSearchParams({
      keyword: 'react',
      categoryIds: [2, 1],
      price: 'paid',
      level: 'advanced',
      sort: 'newest',
      page: 3,
    });
    expect(Object.keys(everything).sort()).toEqual([...COURSE_SEARCH_KEYS].sort());
  });
});
