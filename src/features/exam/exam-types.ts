/**
 * Exam data of spec §3. The server sends questions without the client's fields
 * (`RawQuestion`); the exam slice adds them when a quiz is loaded. The exam issue adds
 * the display fields it needs.
 */
export const QUESTION_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export { EXAM_MODES, type ExamMode } from '@/lib/exam/exam-modes';

export interface AnswerItem {
  /** Assigned by position in list_answer (0 = option A), not sent by the server. */
  id: number;
  content?: string;
  /** Absent in strict mode before submission (DESIGN.md §6). */
  correct?: boolean;
  order?: number;
}

export interface Question {
  id: number;
  question_type: QuestionType;
  content?: string;
  list_answer: AnswerItem[];
  /** Chosen answer ids (types 1–3, 5) or their arrangement (types 4, 6); [] = no answer. */
  user_answer: number[];
  isFlagged: boolean;
  isCheckedResult: boolean;
}

export interface QuizInfo {
  id: number;
  name?: string;
}

export interface QuizData {
  exam: Question[];
  quiz_info: QuizInfo;
}

export type RawAnswerItem = Omit<AnswerItem, 'id'>;

export type RawQuestion = Omit<Question, 'list_answer' | 'user_answer' | 'isFlagged' | 'isCheckedResult'> & {
  list_answer: RawAnswerItem[];
  /** Present when an earlier attempt is resumed. */
  user_answer?: number[];
};

export interface RawQuizData {
  exam: RawQuestion[];
  quiz_info: QuizInfo;
}
