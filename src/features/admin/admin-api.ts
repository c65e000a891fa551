/** The back office's calls (DESIGN.md §9); the signed-in admin's bearer token goes with each (src/lib/api/client.ts). */
import type { AdminCourse } from '@/lib/admin/admin-course-types';
import { api } from '@/lib/api/client';

export interface CourseFields {
  slug: string;
  title: { en: string; vi: string };
  short_description: { en: string; vi: string };
  description: { en: string; vi: string };
  price_vnd: number;
  level: AdminCourse['level'];
  language: AdminCourse['language'];
  category_ids: number[];
  thumbnail: string;
  status: AdminCourse['status'];
}

type NewCourse = Pick<CourseFields, 'slug' | 'title' | 'price_vnd' | 'level' | 'language'>;
type Bilingual = { en: string; vi: string };

export const adminApi = {
  createCourse: (body: NewCourse) => api.post<AdminCourse>('/api/admin/courses', body),
  updateCourse: (id: number, body: Partial<CourseFields>) => api.patch<AdminCourse>(`/api/admin/courses/${id}`, body),
  deleteCourse: (id: number) => api.delete<{ deleted: true }>(`/api/admin/courses/${id}`),
  addSection: (courseId: number, title: Bilingual) =>
    api.post<AdminCourse>(`/api/admin/courses/${courseId}/sections`, { title }),
  renameSection: (sectionId: number, title: Bilingual) =>
    api.patch<AdminCourse>(`/api/admin/sections/${sectionId}`, { title }),
  deleteSection: (sectionId: number) => api.delete<AdminCourse>(`/api/admin/sections/${sectionId}`),
  addLesson: (sectionId: number, body: { title: Bilingual; is_free_preview: boolean }) =>
    api.post<AdminCourse>(`/api/admin/sections/${sectionId}/lessons`, body),
  updateLesson: (lessonId: number, body: { title?: Bilingual; is_free_preview?: boolean }) =>
    api.patch<AdminCourse>(`/api/admin/lessons/${lessonId}`, body),
  deleteLesson: (lessonId: number) => api.delete<AdminCourse>(`/api/admin/lessons/${lessonId}`),
  reorderCurriculum: (courseId: number, sections: { id: number; lesson_ids: number[] }[]) =>
    api.put<AdminCourse>(`/api/admin/courses/${courseId}/curriculum`, { sections }),
};
