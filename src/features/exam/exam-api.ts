/**
 * Quiz calls of spec §7 made by the browser; the shapes are src/lib/exam/quiz-types.ts.
 *
 * They reject with the ApiError rather than resolving to null (spec §7 "Other behaviour"):
 * every caller acts on the error code — QUIZ_TIME_UP sends the learner to the result, a
 * failed save is retried, PURCHASE_REQUIRED shows the way to the course — and pages wrap
 * loads in `load`/`useLoad`, which keep "failed" apart from "empty".
 */
import { api, type Page } from '@/lib/api/client';
import type { ExamMode } from '@/lib/exam/exam-modes';
import type {
  AnswerHistoryDetail,
  AnswerHistorySummary,
  FullExam,
  QuizDetail,
  SaveAnswersBody,
  SaveAnswersReply,
  SubmitBody,
  SubmitReply,
} from '@/lib/exam/quiz-types';

// GET /api/exam/quizzes/{id} – the quiz's facts and the viewer's standing.
export function getQuizDetail(quizId: number): Promise<QuizDetail> {
  return api.get<QuizDetail>(`/api/exam/quizzes/${quizId}`);
}

// GET /api/exam/quizzes/{id}/full-exam – the questions; strict starts or resumes the attempt.
export function getFullExam(quizId: number, mode: ExamMode): Promise<FullExam> {
  return api.get<FullExam>(`/api/exam/quizzes/${quizId}/full-exam`, { params: { mode } });
}

// PUT /api/exam/quiz-attempts/{id}/answers – saves the changed answers of a strict attempt.
export function saveAnswers(attemptId: number, body: SaveAnswersBody): Promise<SaveAnswersReply> {
  return api.put<SaveAnswersReply>(`/api/exam/quiz-attempts/${attemptId}/answers`, body);
}

// POST /api/exam/quizzes/submit – hands the attempt in; the server grades it.
export function submitQuiz(body: SubmitBody): Promise<SubmitReply> {
  return api.post<SubmitReply>('/api/exam/quizzes/submit', body);
}

// GET /api/exam/quizzes/{id}/my-answer-histories – the caller's closed attempts, newest first.
export function listMyAnswerHistories(
  quizId: number,
  page: number,
  pageSize: number,
): Promise<Page<AnswerHistorySummary[]>> {
  return api.getPage<AnswerHistorySummary[]>(`/api/exam/quizzes/${quizId}/my-answer-histories`, {
    params: { page, page_size: pageSize },
  });
}

// GET /api/exam/quiz-answer-histories/{id} – one closed attempt with the key, for review.
export function getAnswerHistory(historyId: number): Promise<AnswerHistoryDetail> {
  return api.get<AnswerHistoryDetail>(`/api/exam/quiz-answer-histories/${historyId}`);
}
