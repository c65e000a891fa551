import type { MyCourse } from '@/lib/catalog/course-types';
import type { Locale } from '@/lib/locales';
import { logger } from '../../http/logger';
import { listMyCourses } from './list-my-courses';

/** The /my-course page's list: null when the database fails (the page shows its error state; the cause is logged). */
export async function loadMyCoursesPage(userId: string, language: Locale): Promise<MyCourse[] | null> {
  try {
    return await listMyCourses(userId, language);
  } catch (error) {
    logger.error({ err: error }, 'my courses page: loading failed');
    return null;
  }
}
