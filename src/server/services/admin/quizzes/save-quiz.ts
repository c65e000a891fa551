import type { AdminQuiz } from '@/lib/admin/admin-quiz-types';
import type { QuizSettings } from '@/lib/exam/authoring/quiz-settings';
import type { CreateQuizInput } from '@/schemas/admin-quizzes';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminQuizRepository from '../../../repositories/admin-quiz-repository';
import type { Quiz } from '../../../repositories/quiz-repository';
import { forgetCatalogReads } from '../../catalog/catalog-cache';
import { recordAudit } from '../record-audit';
import { adminQuizById, getAdminQuiz } from './get-admin-quiz';

/** What a quiz write answers: the quiz as the editor shows it, and its course's slug (its public pages show the quiz). */
export interface SavedQuiz {
  quiz: AdminQuiz;
  slugs: string[];
}

function settingsColumns(settings: QuizSettings) {
  return {
    titleEn: settings.title.en,
    titleVi: settings.title.vi,
    descriptionEn: settings.description.en,
    descriptionVi: settings.description.vi,
    timeLimitS: settings.time_limit_s,
    passMarkPercent: settings.pass_mark_percent,
    attemptsAllowed: settings.attempts_allowed,
    practiceEnabled: settings.modes.includes('practice'),
    strictEnabled: settings.modes.includes('strict'),
    shuffleQuestions: settings.shuffle_questions,
    shuffleAnswers: settings.shuffle_answers,
  };
}

/** A quiz's settings as the audit log keeps them. */
function settingsSnapshot(quiz: Quiz) {
  return {
    title: { en: quiz.titleEn, vi: quiz.titleVi },
    description: { en: quiz.descriptionEn, vi: quiz.descriptionVi },
    time_limit_s: quiz.timeLimitS,
    pass_mark_percent: quiz.passMarkPercent,
    attempts_allowed: quiz.attemptsAllowed,
    practice_enabled: quiz.practiceEnabled,
    strict_enabled: quiz.strictEnabled,
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_answers: quiz.shuffleAnswers,
  };
}

/**
 * Runs a write to one quiz in a transaction that holds the quiz's row (writes to one quiz
 * queue up), then keeps its question count and answers the quiz as it now stands.
 */
export async function inQuiz(
  quizId: number,
  write: (tx: Transaction, quiz: Quiz) => Promise<void>,
): Promise<SavedQuiz> {
  const quiz = await getDb().transaction(async (tx) => {
    const current = await adminQuizRepository.lockQuiz(quizId, tx);
    if (!current) throw new AppError('NOT_FOUND', 'No such quiz.');
    await write(tx, current);
    await adminQuizRepository.syncQuestionCount(quizId, tx);
    return getAdminQuiz(quizId, tx);
  });
  forgetCatalogReads();
  return { quiz, slugs: [quiz.course.slug] };
}

/** POST /api/admin/quizzes: a new quiz in a course's group (the group is made when the course has none of that name). */
export async function createQuiz(input: CreateQuizInput, actor: AuthUser): Promise<SavedQuiz> {
  const quizId = await getDb().transaction(async (tx) => {
    const course = await adminQuizRepository.findCourse(input.course_id, tx);
    if (!course) {
      throw new AppError('VALIDATION_ERROR', 'course_id: No such course.', { course_id: 'No such course.' });
    }
    const group = await adminQuizRepository.findOrCreateGroup(
      course.id,
      input.group.name,
      input.group.is_free_test,
      tx,
    );
    const quiz = await adminQuizRepository.insertQuiz(
      {
        groupId: group.id,
        position: await adminQuizRepository.nextQuizPosition(group.id, tx),
        questionCount: 0,
        ...settingsColumns(input),
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'quiz.create',
      entityType: 'quiz',
      entityId: quiz.id,
      after: { course_id: course.id, group_id: group.id, ...settingsSnapshot(quiz) },
    });
    return quiz.id;
  });
  forgetCatalogReads();
  const quiz = await adminQuizById(quizId);
  return { quiz, slugs: [quiz.course.slug] };
}

/** PUT /api/admin/quizzes/{id}: the quiz's settings, all at once. */
export function updateQuizSettings(quizId: number, settings: QuizSettings, actor: AuthUser): Promise<SavedQuiz> {
  return inQuiz(quizId, async (tx, before) => {
    const after = await adminQuizRepository.updateQuiz(quizId, settingsColumns(settings), tx);
    await recordAudit(tx, actor, {
      action: 'quiz.update',
      entityType: 'quiz',
      entityId: quizId,
      before: settingsSnapshot(before),
      after: settingsSnapshot(after),
    });
  });
}

/** DELETE /api/admin/quizzes/{id}: only a quiz nobody has attempted (their results would go with it): 409 otherwise. */
export async function deleteQuiz(quizId: number, actor: AuthUser): Promise<{ slugs: string[] }> {
  const found = await adminQuizRepository.findById(quizId);
  if (!found) throw new AppError('NOT_FOUND', 'No such quiz.');
  await getDb().transaction(async (tx) => {
    const current = await adminQuizRepository.lockQuiz(quizId, tx);
    if (!current) throw new AppError('NOT_FOUND', 'No such quiz.');
    const row = await adminQuizRepository.findById(quizId, tx);
    if ((row?.attemptCount ?? 0) > 0) {
      throw new AppError('QUIZ_HAS_ATTEMPTS', 'Learners have taken this quiz: their results keep it.');
    }
    await adminQuizRepository.removeQuiz(quizId, tx);
    await recordAudit(tx, actor, {
      action: 'quiz.delete',
      entityType: 'quiz',
      entityId: quizId,
      before: settingsSnapshot(current),
    });
  });
  forgetCatalogReads();
  return { slugs: [found.course.slug] };
}
