import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from '@/server/services/paging';

describe('pageWindow', () => {
  it('starts page 1 at the first row and each next page one size further', () => {
    expect(pageWindow(1, 12)).toEqual({ limit: 12, offset: 0 });
    expect(pageWindow(3, 12)).toEqual({ limit: 12, offset: 24 });
  });
});

describe('pageCount', () => {
  it('counts a last, partial page, and no page for no rows', () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(0);
  });
});
