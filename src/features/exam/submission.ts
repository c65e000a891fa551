/** What the exam sends when it is handed in (spec §3 submission), from the exam state. */
import type { SubmitBody } from '@/lib/exam/quiz-types';
import type { ExamState } from './exam-slice';
import type { Question } from './exam-types';

export function isAnswered(question: Pick<Question, 'user_answer'>): boolean {
  return question.user_answer.length > 0;
}

/**
 * Every question with the learner's answer ([] = none): the server grades it. Strict mode
 * names the attempt (its time is the server's); practice sends the seconds spent, counted
 * on the server's clock from when the practice began.
 */
export function buildSubmitBody(state: ExamState, serverNowMs: number): SubmitBody | null {
  const quiz = state.quizData;
  if (!quiz) return null;
  const answer_detail = quiz.exam.map((question) => ({
    quiz_question_id: question.id,
    user_answer: question.user_answer,
  }));
  if (state.attempt) return { quiz_id: quiz.quiz_info.id, attempt_id: state.attempt.id, answer_detail };
  const startedMs = state.startedAt ? Date.parse(state.startedAt) : serverNowMs;
  const total_time = Math.max(0, Math.round((serverNowMs - startedMs) / 1000));
  return { quiz_id: quiz.quiz_info.id, answer_detail, total_time };
}
