import type { LessonProgressReply } from '@/lib/catalog/lesson-types';
import type { LessonProgressInput } from '@/schemas/catalog';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import * as lessonProgressRepository from '../../repositories/lesson-progress-repository';
import { issueCertificateIfComplete } from '../certificates/issue-certificate';
import { denialError, loadLessonAccess } from './lesson-access';

/**
 * PUT /api/exam/lessons/{id}/progress: saves where the learner is in a lesson they may
 * watch. The position is clamped to the lesson's length (a player may report a little past
 * it); once completed, a lesson stays completed. Completing the course's last lesson issues
 * its certificate (when its final quiz, if any, is passed), in the same transaction.
 */
export async function saveLessonProgress(
  lessonId: number,
  input: LessonProgressInput,
  user: AuthUser,
): Promise<LessonProgressReply> {
  const { lesson, course, denial } = await loadLessonAccess(lessonId, user);
  if (denial) throw denialError(denial);
  const completed = input.completed === true;
  const row = await getDb().transaction(async (tx) => {
    const saved = await lessonProgressRepository.upsert(
      { userId: user.id, lessonId: lesson.id, positionS: Math.min(input.position_s, lesson.durationS), completed },
      tx,
    );
    if (completed) await issueCertificateIfComplete(user.id, course.id, tx);
    return saved;
  });
  return {
    lesson_id: row.lessonId,
    position_s: row.positionS,
    completed: row.completedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}
