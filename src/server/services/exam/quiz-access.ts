import type { ExamMode } from '@/lib/exam/exam-modes';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../http/app-error';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import * as quizRepository from '../../repositories/quiz-repository';
import type { QuizInCourse } from '../../repositories/quiz-repository';

/** Who may take which quiz: the Free Test group is open to everyone signed in; the rest needs enrolment. */

/** The quiz with its group and course; 404 when unknown or its course is not published. */
export async function loadQuiz(quizId: number): Promise<QuizInCourse> {
  const found = await quizRepository.findInCourse(quizId);
  if (!found) throw new AppError('NOT_FOUND', 'No such quiz.');
  return found;
}

/** True when the signed-in viewer may take the quiz (practice or strict). */
export async function mayTake(found: QuizInCourse, viewer: AuthUser): Promise<boolean> {
  if (found.group.isFreeTest || viewer.role === 'admin') return true;
  return enrolmentRepository.isEnrolled(viewer.id, found.course.id);
}

export async function assertMayTake(found: QuizInCourse, user: AuthUser): Promise<void> {
  if (!(await mayTake(found, user))) {
    throw new AppError('PURCHASE_REQUIRED', 'Enrol in or buy this course to take its quizzes.');
  }
}

/** The modes the quiz offers (its settings in the back office): at least one of the two. */
export function offeredModes(quiz: QuizInCourse['quiz']): ExamMode[] {
  return [
    ...(quiz.practiceEnabled ? (['practice'] as const) : []),
    ...(quiz.strictEnabled ? (['strict'] as const) : []),
  ];
}

export function assertModeOffered(found: QuizInCourse, mode: ExamMode): void {
  if (!offeredModes(found.quiz).includes(mode)) {
    throw new AppError('MODE_NOT_OFFERED', `This quiz is not offered in ${mode} mode.`);
  }
}
