import type { CategoryGroup, CourseSearchResult, CourseSummary, MyCourse } from '@/lib/catalog/course-types';

/** Catalogue replies as the server builds them, for component tests. */
export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 1,
    slug: 'modern-react-with-nextjs',
    title: 'Modern React with Next.js',
    short_description: 'Components, hooks and the pages router.',
    thumbnail: '/images/courses/modern-react-with-nextjs.svg',
    price_vnd: 599000,
    is_free: false,
    level: 'intermediate',
    language: 'en',
    enrolment_count: 1840,
    rating: 4.7,
    rating_count: 212,
    published_at: '2026-07-01T00:00:00.000Z',
    categories: [],
    ...overrides,
  };
}

export const GROUPS: CategoryGroup[] = [
  {
    id: 1,
    slug: 'programming',
    name: 'Programming',
    categories: [
      { id: 11, slug: 'javascript', name: 'JavaScript' },
      { id: 12, slug: 'python', name: 'Python' },
    ],
  },
  { id: 2, slug: 'languages', name: 'Languages', categories: [{ id: 21, slug: 'english', name: 'English' }] },
];

export function searchResult(overrides: Partial<CourseSearchResult> = {}): CourseSearchResult {
  return { courses: [courseSummary()], page: 1, totalPage: 1, total: 1, groups: GROUPS, ...overrides };
}

export function myCourse(overrides: Partial<MyCourse> = {}): MyCourse {
  return {
    ...courseSummary(),
    enrolled_at: '2026-11-01T09:00:00.000Z',
    enrolment_source: 'free',
    progress: {
      completed_lessons: 0,
      total_lessons: 5,
      percent: 0,
      last_lesson_id: null,
      first_lesson_id: 7,
      next_lesson: { id: 7, title: 'Welcome' },
      watched_s: 0,
      duration_s: 4_500,
    },
    certificate_code: null,
    ...overrides,
  };
}
