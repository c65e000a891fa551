/**
 * Exam data of spec §3 as the client holds it. The server sends `FullExam`
 * (src/lib/exam/quiz-types.ts); the exam slice turns each `ExamQuestion` into a `Question`
 * by adding the client's fields: an id per answer item (its position), and the learner's
 * answer, flag and checked state — taken from the server when a strict attempt is resumed.
 */
import type { ExamAnswerItem, ExamQuestion, FullExam } from '@/lib/exam/quiz-types';

export type { ExamMode } from '@/lib/exam/exam-modes';

interface AnswerItem extends ExamAnswerItem {
  /** Assigned by position in list_answer (0 = option A), not sent by the server. */
  id: number;
}

export interface Question extends Omit<ExamQuestion, 'list_answer' | 'user_answer' | 'is_flagged'> {
  list_answer: AnswerItem[];
  /** Chosen answer ids (types 1–3, 5) or their arrangement (types 4, 6); [] = no answer. */
  user_answer: number[];
  isFlagged: boolean;
  isCheckedResult: boolean;
}

/** A question as the server sends it. */
export type RawQuestion = ExamQuestion;

export interface QuizData {
  exam: Question[];
  quiz_info: FullExam['quiz_info'];
}
