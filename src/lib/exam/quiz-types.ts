/**
 * The quiz API's reply shapes (spec §3 quiz data, question, submission; §7 "Courses and
 * quizzes"; DESIGN.md §5–6). The server builds them (src/server/services/exam) and the exam
 * pages read them: one definition for both sides. snake_case like the rest of the API.
 *
 * Answer items carry no id: an item's id is its position in `list_answer` (spec §3), and
 * `user_answer` lists those ids (see is-answer-correct.ts for how each type reads them).
 */
import type { ExamMode } from './exam-modes';

export type QuestionType = 1 | 2 | 3 | 4 | 5 | 6;

/** Why the viewer may not start the quiz now; null when they may. */
export type QuizAccessBlock = 'SIGN_IN' | 'PURCHASE_REQUIRED' | 'ATTEMPTS_EXHAUSTED';

export interface OpenAttempt {
  id: number;
  started_at: string;
  /** started_at + the time limit; the server accepts answers until deadline + QUIZ_GRACE_S. */
  deadline: string;
}

/** GET /api/exam/quizzes/{id}: the quiz detail page's facts and the viewer's standing. */
export interface QuizDetail {
  id: number;
  title: string;
  description: string;
  time_limit_s: number;
  pass_mark_percent: number;
  question_count: number;
  /** Strict attempts allowed; null = unlimited. Practice is always unlimited. */
  attempts_allowed: number | null;
  course: { id: number; slug: string; title: string };
  group: { id: number; group_name: string; is_free_test: boolean };
  /** Closed strict attempts of the viewer (0 when signed out). */
  attempts_used: number;
  /** The viewer's unfinished strict attempt, to resume; null when none (or signed out). */
  open_attempt: OpenAttempt | null;
  /**
   * Null when the viewer may take the quiz in both modes. SIGN_IN and PURCHASE_REQUIRED
   * close both modes; ATTEMPTS_EXHAUSTED closes only a new strict attempt (practice stays
   * open, and it is never set while an attempt is open to resume).
   */
  blocked_by: QuizAccessBlock | null;
  /** The server's clock when it answered, so "time left" on an open attempt is the server's. */
  server_time: string;
}

/** An answer item as the exam gets it. `correct`/`order` are absent in strict mode. */
export interface ExamAnswerItem {
  content: string;
  /** Types 1, 2, 3, 5: part of the correct selection. */
  correct?: boolean;
  /** Types 4, 6: place in the correct sequence (1..n); null for a type-6 distractor. */
  order?: number | null;
}

export interface ExamQuestion {
  id: number;
  question_type: QuestionType;
  /** The question text (plain text; line breaks are meaningful). */
  content: string;
  list_answer: ExamAnswerItem[];
  /** Practice mode only: why the answer is what it is. */
  explanation?: string | null;
  /** Strict mode, resumed attempt: the saved answer ([] = none yet). */
  user_answer?: number[];
  /** Strict mode, resumed attempt: the saved flag. */
  is_flagged?: boolean;
}

export interface ExamQuizInfo {
  id: number;
  title: string;
  time_limit_s: number;
  pass_mark_percent: number;
  question_count: number;
  course_slug: string;
}

/** GET /api/exam/quizzes/{id}/full-exam?mode=practice|strict (spec §3 quiz data). */
export interface FullExam {
  mode: ExamMode;
  exam: ExamQuestion[];
  quiz_info: ExamQuizInfo;
  /** Strict mode: the started or resumed attempt; null in practice mode. */
  attempt: OpenAttempt | null;
  /** The server's clock when it answered, so the countdown can correct the browser's. */
  server_time: string;
}

/** One answered question in a save or a submission (spec §3 submission `answer_detail`). */
export interface AnswerDetailInput {
  quiz_question_id: number;
  user_answer: number[];
}

/** PUT /api/exam/quiz-attempts/{id}/answers body: the changed questions of a strict attempt. */
export interface SaveAnswersBody {
  answers: (AnswerDetailInput & { is_flagged?: boolean })[];
}

export interface SaveAnswersReply {
  saved_at: string;
  deadline: string;
}

/**
 * POST /api/exam/quizzes/submit body: spec §3 submission plus `attempt_id` (strict mode).
 * `score`, `correct_answer`, `is_pass`, `question_count` and, in strict mode, `total_time`
 * are accepted for the spec's sake and ignored: the server grades.
 */
export interface SubmitBody {
  quiz_id: number;
  attempt_id?: number;
  answer_detail: AnswerDetailInput[];
  total_time?: number;
  score?: number;
  question_count?: number;
  correct_answer?: number;
  is_pass?: boolean;
}

type AttemptStatus = 'submitted' | 'expired';

/** A closed attempt as histories list it (spec §3 submission fields, graded by the server). */
export interface AnswerHistorySummary {
  id: number;
  quiz_id: number;
  mode: ExamMode;
  /** `expired`: closed by the server at the deadline with the saved answers. */
  status: AttemptStatus;
  /** Percent of questions right, 0–100, up to 2 decimals. */
  score: number;
  correct_answer: number;
  question_count: number;
  is_pass: boolean;
  /** Seconds spent. */
  total_time: number;
  started_at: string;
  submitted_at: string;
}

/** POST /api/exam/quizzes/submit reply: `id` is the history id (spec §7 `data.id`). */
export type SubmitReply = AnswerHistorySummary;

export interface ReviewedQuestion {
  quiz_question_id: number;
  question_type: QuestionType;
  content: string;
  explanation: string | null;
  /** With `correct` and `order`: the attempt is closed, so the key may be shown. */
  list_answer: Required<ExamAnswerItem>[];
  user_answer: number[];
  is_correct: boolean;
  is_flagged: boolean;
}

/** GET /api/exam/quiz-answer-histories/{id} (owner only; spec §7 `answer_detail`). */
export interface AnswerHistoryDetail extends AnswerHistorySummary {
  quiz_info: ExamQuizInfo & { course_title: string };
  answer_detail: ReviewedQuestion[];
}
