import type { Locale } from '@/lib/locales';
import type {
  AnswerHistorySummary,
  ExamQuestion,
  ExamQuizInfo,
  OpenAttempt,
  QuestionType,
} from '@/lib/exam/quiz-types';
import type { QuizAttempt } from '../../repositories/attempt-repository';
import type { QuestionWithAnswers, QuizInCourse } from '../../repositories/quiz-repository';
import { localized } from '../../i18n/localized';

/** Builds the quiz API's reply shapes (src/lib/exam/quiz-types.ts) from database rows. */

/**
 * A question as an exam shows it. With `withKey` (practice mode, or a closed attempt's
 * review) the answer items carry `correct`/`order` and the explanation comes along; without
 * it (strict mode before submission) nothing that gives the answer away leaves the server.
 */
export function toExamQuestion(question: QuestionWithAnswers, language: Locale, withKey: boolean): ExamQuestion {
  return {
    id: question.id,
    question_type: question.questionType as QuestionType,
    content: localized(question.contentEn, question.contentVi, language),
    list_answer: question.answers.map((answer) => {
      const content = localized(answer.contentEn, answer.contentVi, language);
      return withKey ? { content, correct: answer.correct, order: answer.order } : { content };
    }),
    ...(withKey ? { explanation: explanationOf(question, language) } : {}),
  };
}

export function explanationOf(question: QuestionWithAnswers, language: Locale): string | null {
  return localized(question.explanationEn, question.explanationVi, language) ?? null;
}

/** The key of a question in the shape isAnswerCorrect grades: items by position with correct/order. */
export function toGradable(question: QuestionWithAnswers) {
  return {
    id: question.id,
    question_type: question.questionType,
    points: question.points,
    list_answer: question.answers.map((answer) => ({ correct: answer.correct, order: answer.order })),
  };
}

export function toExamQuizInfo(found: QuizInCourse, questionCount: number, language: Locale): ExamQuizInfo {
  return {
    id: found.quiz.id,
    title: localized(found.quiz.titleEn, found.quiz.titleVi, language),
    time_limit_s: found.quiz.timeLimitS,
    pass_mark_percent: found.quiz.passMarkPercent,
    question_count: questionCount,
    course_slug: found.course.slug,
  };
}

export function toOpenAttempt(attempt: QuizAttempt): OpenAttempt {
  return {
    id: attempt.id,
    started_at: attempt.startedAt.toISOString(),
    deadline: attempt.deadline!.toISOString(),
  };
}

/** A closed attempt as histories list it; only called for closed (graded) attempts. */
export function toHistorySummary(attempt: QuizAttempt): AnswerHistorySummary {
  if (attempt.status === 'open' || attempt.closedAt === null) {
    throw new Error(`attempt ${attempt.id} is still open: it has no result yet`);
  }
  return {
    id: attempt.id,
    quiz_id: attempt.quizId,
    mode: attempt.mode,
    status: attempt.status,
    score: attempt.score ?? 0,
    correct_answer: attempt.correctCount ?? 0,
    question_count: attempt.questionCount,
    is_pass: attempt.isPass ?? false,
    total_time: attempt.totalTimeS ?? 0,
    started_at: attempt.startedAt.toISOString(),
    submitted_at: attempt.closedAt.toISOString(),
  };
}
