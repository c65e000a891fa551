import type { AdminQuiz, AdminQuizListItem } from '@/lib/admin/admin-quiz-types';
import type { AdminQuizzesQuery } from '@/schemas/admin-quizzes';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminQuizRepository from '../../../repositories/admin-quiz-repository';
import type { AdminQuizRow } from '../../../repositories/admin-quiz-repository';
import * as quizRepository from '../../../repositories/quiz-repository';
import { pageCount, pageWindow } from '../../paging';
import { toAdminQuiz, toAdminQuizListItem } from './admin-quiz-dto';

/** GET /api/admin/quizzes and /admin/quizzes: every quiz, by course, searched and paged. */
export async function listAdminQuizzes(
  query: AdminQuizzesQuery,
): Promise<{ items: AdminQuizListItem[]; page: number; totalPage: number }> {
  const { rows, total } = await adminQuizRepository.list({
    keyword: query.q,
    courseId: query.course_id,
    ...pageWindow(query.page, query.page_size),
  });
  return { items: rows.map(toAdminQuizListItem), page: query.page, totalPage: pageCount(total, query.page_size) };
}

/** GET /api/admin/quizzes/{id}: the quiz's settings and its questions as they stand; 404 when there is none. */
export async function getAdminQuiz(id: number, db?: Executor): Promise<AdminQuiz> {
  const row = await adminQuizRepository.findById(id, db);
  if (!row) throw new AppError('NOT_FOUND', 'No such quiz.');
  return withQuestions(row, db);
}

/** A quiz just written, which exists (not a caller's id to answer 404 for). */
export async function adminQuizById(id: number, db?: Executor): Promise<AdminQuiz> {
  const row = await adminQuizRepository.findById(id, db);
  if (!row) throw new Error(`quiz ${id} vanished right after it was written`);
  return withQuestions(row, db);
}

async function withQuestions(row: AdminQuizRow, db?: Executor): Promise<AdminQuiz> {
  const id = row.quiz.id;
  const questions = await quizRepository.listQuestions(id, db);
  const answered = await adminQuizRepository.answeredQuestionIds(
    questions.map((question) => question.id),
    db,
  );
  return toAdminQuiz(row, questions, answered);
}
