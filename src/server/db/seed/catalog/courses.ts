import { DATA_CLOUD_COURSES } from './courses-data-cloud';
import { LANGUAGE_COURSES } from './courses-languages';
import { PROGRAMMING_COURSES } from './courses-programming';
import type { SeedCourse } from './seed-types';

/** The demo courses, one file per category group. */
export const COURSES: SeedCourse[] = [...PROGRAMMING_COURSES, ...LANGUAGE_COURSES, ...DATA_CLOUD_COURSES];

/** Demo learner enrolments (by course slug), so /my-course has something to show. */
export const DEMO_LEARNER_COURSES: { slug: string; source: 'free' | 'admin' }[] = [
  { slug: 'nen-tang-javascript-cho-nguoi-moi', source: 'free' },
  { slug: 'sql-from-zero-querying-real-data', source: 'admin' },
];
