import type { Locale } from '@/lib/locales';
import type { QuizAccessBlock, QuizDetail } from '@/lib/exam/quiz-types';
import type { AuthUser } from '../../auth/auth-user';
import { createCatalogCache } from '../catalog/catalog-cache';
import * as attemptRepository from '../../repositories/attempt-repository';
import type { QuizInCourse } from '../../repositories/quiz-repository';
import { localized } from '../../i18n/localized';
import { closeExpiredAttempts } from './close-expired-attempts';
import { toOpenAttempt } from './exam-dto';
import { loadQuiz, mayTake, offeredModes } from './quiz-access';

// A quiz's facts (its course and group, limits) are the same for every visitor and change
// only with the catalogue: kept like the course page's. Where the viewer stands is read
// afresh, and starting or submitting an attempt loads the quiz afresh too (quiz-access.ts).
const facts = createCatalogCache<QuizInCourse>(500);

/** GET /api/exam/quizzes/{id}: the quiz's facts and where the viewer stands with it. */
export async function getQuizDetail(quizId: number, language: Locale, viewer: AuthUser | null): Promise<QuizDetail> {
  const found = await facts.get(String(quizId), () => loadQuiz(quizId));
  const standing = viewer ? await standingOf(found, viewer) : null;
  const { quiz, group, course } = found;
  return {
    id: quiz.id,
    title: localized(quiz.titleEn, quiz.titleVi, language),
    description: localized(quiz.descriptionEn, quiz.descriptionVi, language),
    time_limit_s: quiz.timeLimitS,
    pass_mark_percent: quiz.passMarkPercent,
    question_count: quiz.questionCount,
    attempts_allowed: quiz.attemptsAllowed,
    modes: offeredModes(quiz),
    course: { id: course.id, slug: course.slug, title: localized(course.titleEn, course.titleVi, language) },
    group: {
      id: group.id,
      group_name: localized(group.groupNameEn, group.groupNameVi, language),
      is_free_test: group.isFreeTest,
    },
    attempts_used: standing?.attemptsUsed ?? 0,
    open_attempt: standing?.openAttempt ?? null,
    blocked_by: standing ? standing.blockedBy : 'SIGN_IN',
    server_time: new Date().toISOString(),
  };
}

async function standingOf(found: QuizInCourse, viewer: AuthUser) {
  // Settle overdue attempts first, so "open" and "used" are what the server will enforce.
  await closeExpiredAttempts({ userId: viewer.id });
  const [allowed, open, attemptsUsed] = await Promise.all([
    mayTake(found, viewer),
    attemptRepository.findOpen(viewer.id, found.quiz.id),
    attemptRepository.countClosedStrict(viewer.id, found.quiz.id),
  ]);
  const limit = found.quiz.attemptsAllowed;
  let blockedBy: QuizAccessBlock | null = null;
  if (!allowed) blockedBy = 'PURCHASE_REQUIRED';
  // Exhausted blocks a new strict attempt only: practice stays open, an open attempt resumes.
  else if (!open && limit !== null && attemptsUsed >= limit) blockedBy = 'ATTEMPTS_EXHAUSTED';
  return { attemptsUsed, openAttempt: open ? toOpenAttempt(open) : null, blockedBy };
}
