import type { LessonProgressReply } from '@/lib/catalog/lesson-types';
import type { LessonProgressInput } from '@/schemas/catalog';
import type { AuthUser } from '../../auth/auth-user';
import * as lessonProgressRepository from '../../repositories/lesson-progress-repository';
import { denialError, loadLessonAccess } from './lesson-access';

/**
 * PUT /api/exam/lessons/{id}/progress: saves where the learner is in a lesson they may
 * watch. The position is clamped to the lesson's length (a player may report a little past
 * it); once completed, a lesson stays completed.
 */
export async function saveLessonProgress(
  lessonId: number,
  input: LessonProgressInput,
  user: AuthUser,
): Promise<LessonProgressReply> {
  const { lesson, denial } = await loadLessonAccess(lessonId, user);
  if (denial) throw denialError(denial);
  const row = await lessonProgressRepository.upsert({
    userId: user.id,
    lessonId: lesson.id,
    positionS: Math.min(input.position_s, lesson.durationS),
    completed: input.completed === true,
  });
  return {
    lesson_id: row.lessonId,
    position_s: row.positionS,
    completed: row.completedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}
