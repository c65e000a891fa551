import type { ServerResponse } from 'node:http';
import type { AdminCourse } from '@/lib/admin/admin-course-types';
import { revalidatePages } from '../../../http/revalidate-pages';
import { coursePublicPaths } from './course-public-paths';
import type { SavedCourse } from './save-course';

/**
 * After a course write: regenerates the public pages that show it, in every language, and
 * answers the course as the editor shows it. Called by the API routes, which hold Next's
 * response (its `revalidate`).
 */
export async function publishCourseWrite(res: ServerResponse, saved: SavedCourse): Promise<AdminCourse> {
  await revalidatePages(res, coursePublicPaths(...saved.slugs));
  return saved.course;
}
