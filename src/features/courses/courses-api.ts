/**
 * The catalogue calls the course pages make from the browser. Pages get their data from
 * the server services in getStaticProps/getServerSideProps; these are the per-viewer parts
 * a shared (static) page fills in, and the learner's own actions.
 */
import type { EnrolmentReply } from '@/lib/catalog/course-types';
import type { LessonProgressReply } from '@/lib/catalog/lesson-types';
import { api } from '@/lib/api/client';

// GET /api/exam/courses/slugs/{slug}/purchased-status – whether the viewer owns the course.
export async function purchasedStatus(slug: string): Promise<boolean> {
  const reply = await api.get<{ is_purchased: boolean }>(
    `/api/exam/courses/slugs/${encodeURIComponent(slug)}/purchased-status`,
  );
  return reply.is_purchased;
}

// POST /api/exam/courses/{id}/enrol – enrol in a free course; rejects with PURCHASE_REQUIRED for paid ones.
export function enrol(courseId: number): Promise<EnrolmentReply> {
  return api.post<EnrolmentReply>(`/api/exam/courses/${courseId}/enrol`);
}

export interface ProgressInput {
  position_s: number;
  completed?: boolean;
}

/**
 * PUT /api/exam/lessons/{id}/progress – save where the learner is. `onExit` sends it as a
 * keepalive fetch, which the browser completes even when the page is being closed.
 */
export function saveProgress(lessonId: number, input: ProgressInput, onExit = false): Promise<LessonProgressReply> {
  return api.put<LessonProgressReply>(
    `/api/exam/lessons/${lessonId}/progress`,
    input,
    onExit ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : undefined,
  );
}
