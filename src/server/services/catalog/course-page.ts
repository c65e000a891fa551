import type { CourseDetail } from '@/lib/catalog/course-types';
import type { Locale } from '@/lib/locales';
import { courseSlugQuerySchema } from '@/schemas/catalog';
import { isAppError } from '../../http/app-error';
import { getCourseDetail } from './get-course-detail';

/**
 * The course page's data, the same for every visitor (built statically, so no viewer):
 * null for a slug that cannot be a course, or names no published course.
 */
export async function loadCoursePage(slug: string, language: Locale): Promise<CourseDetail | null> {
  if (!courseSlugQuerySchema.shape.slug.safeParse(slug).success) return null;
  try {
    return await getCourseDetail({ slug }, language, null);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
