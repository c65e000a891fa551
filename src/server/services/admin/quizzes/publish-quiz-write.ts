import type { ServerResponse } from 'node:http';
import type { AdminQuiz } from '@/lib/admin/admin-quiz-types';
import { revalidatePages } from '../../../http/revalidate-pages';
import { coursePublicPaths } from '../courses/course-public-paths';
import type { SavedQuiz } from './save-quiz';

/** After a quiz write: its course's public pages (they list the quiz and its question count) are regenerated. */
export async function publishQuizWrite(res: ServerResponse, saved: SavedQuiz): Promise<AdminQuiz> {
  await revalidatePages(res, coursePublicPaths(...saved.slugs));
  return saved.quiz;
}
