import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import {
  COURSE_SEARCH_KEYS,
  courseSearchParams,
  hasCourseFilters,
  NO_COURSE_FILTERS,
} from '@/lib/catalog/course-filters';
import { COURSE_SEARCH_PAGE, ROUTES } from '@/lib/routes';
import { parseCourseFilters } from '@/schemas/catalog';

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

describe('the /courses rewrite (next.config.js)', () => {
  it('sends a /courses URL carrying any search parameter, and only those, to the per-request page', async () => {
    const require = createRequire(import.meta.url);
    const config = (
      require('../../../next.config.js') as (phase: string) => {
        rewrites: () => Promise<{ beforeFiles: { source: string; has: { key: string }[]; destination: string }[] }>;
      }
    )('phase-production-server');
    const { beforeFiles } = await config.rewrites();
    const toSearch = beforeFiles.filter((rule) => rule.source === ROUTES.courses);
    expect(toSearch.every((rule) => rule.destination === COURSE_SEARCH_PAGE && rule.has.length === 1)).toBe(true);
    expect(toSearch.map((rule) => rule.has[0]!.key).sort()).toEqual([...COURSE_SEARCH_KEYS].sort());
  });

  it('every parameter a search writes is one the rewrite knows', () => {
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
