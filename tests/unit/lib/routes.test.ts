import { describe, expect, it } from 'vitest';
import { layoutKindOf, safeRedirectPath, signInPath } from '@/lib/routes';

describe('safeRedirectPath', () => {
  it.each(['/', '/courses?keyword=react&page=2', '/vi/posts/git#branches', '/profile/orders/abc', '/a//b', '/a/\\b'])(
    'keeps a path on this site: %s',
    (path) => expect(safeRedirectPath(path)).toBe(path),
  );

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    // The URL parser drops tabs and newlines: these read as //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
  ])('refuses what leaves the site or is not a path: %j', (path) => expect(safeRedirectPath(path)).toBeNull());

  it('refuses nothing and null alike', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('puts only a safe path on the sign-in link', () => {
    expect(signInPath('/courses?page=2')).toBe('/authen/sign-in?redirectUrl=%2Fcourses%3Fpage%3D2');
    expect(signInPath('/\t/evil.example')).toBe('/authen/sign-in');
  });
});

describe('layoutKindOf', () => {
  it('frames an exam sitting without the chat widget, and the quiz pages around it with it', () => {
    expect(layoutKindOf('/quiz/[id]/exam')).toBe('exam');
    expect(layoutKindOf('/quiz/[id]')).toBe('site');
    expect(layoutKindOf('/quiz/result/[historyId]')).toBe('site');
    expect(layoutKindOf('/quiz/result/[historyId]/questions/[questionId]')).toBe('site');
  });

  it('tells auth pages, the admin console and the rest apart', () => {
    expect(layoutKindOf('/authen/sign-in')).toBe('bare');
    expect(layoutKindOf('/admin/chat')).toBe('admin');
    expect(layoutKindOf('/courses/[slug]/lessons/[lessonId]')).toBe('site');
    expect(layoutKindOf('/')).toBe('site');
  });
});
