import { describe, expect, it } from 'vitest';
import { intlLocale, localePath, toLocale } from '@/lib/locales';

describe('localePath', () => {
  it('leaves English paths unprefixed and puts Vietnamese ones under /vi', () => {
    expect(localePath('en', '/courses')).toBe('/courses');
    expect(localePath('vi', '/courses')).toBe('/vi/courses');
    expect(localePath('vi', '/authen/sign-in?redirectUrl=%2Fprofile')).toBe(
      '/vi/authen/sign-in?redirectUrl=%2Fprofile',
    );
  });

  it('makes the home page /vi, without a trailing slash', () => {
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('vi', '/')).toBe('/vi');
  });
});

describe('toLocale', () => {
  it('accepts the site languages and falls back to English', () => {
    expect(toLocale('vi')).toBe('vi');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

describe('intlLocale', () => {
  it("gives the Intl formatters each language's tag, English for anything else", () => {
    expect(intlLocale('vi')).toBe('vi-VN');
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale(undefined)).toBe('en-GB');
  });
});
