import type { AdminCourseListItem } from '@/lib/admin/admin-course-types';
import type { AdminCoursesQuery } from '@/schemas/admin-courses';
import * as adminCourseRepository from '../../../repositories/admin-course-repository';
import { pageCount, pageWindow } from '../../paging';
import { toAdminCourseListItem } from './admin-course-dto';

/** GET /api/admin/courses and /admin/courses: every course, whatever its state. */
export async function listAdminCourses(
  query: AdminCoursesQuery,
): Promise<{ items: AdminCourseListItem[]; page: number; totalPage: number }> {
  const { rows, total } = await adminCourseRepository.list({
    keyword: query.q,
    status: query.status,
    level: query.level,
    sort: query.sort,
    order: query.order,
    ...pageWindow(query.page, query.page_size),
  });
  return { items: rows.map(toAdminCourseListItem), page: query.page, totalPage: pageCount(total, query.page_size) };
}

/** The course pickers' options (a quiz's course, the quiz list's filter). */
export async function listCourseChoices(): Promise<{ id: number; title: { en: string; vi: string } }[]> {
  const rows = await adminCourseRepository.listChoices();
  return rows.map((row) => ({ id: row.id, title: { en: row.titleEn, vi: row.titleVi } }));
}
