import type { AdminQuestion, AdminQuiz, AdminQuizListItem } from '@/lib/admin/admin-quiz-types';
import type { QuestionDraft } from '@/lib/exam/authoring/question-draft';
import type { QuestionType } from '@/lib/exam/quiz-types';
import type { AdminQuizRow } from '../../../repositories/admin-quiz-repository';
import type { QuestionWithAnswers } from '../../../repositories/quiz-repository';

export function toAdminQuizListItem({ quiz, group, course, attemptCount }: AdminQuizRow): AdminQuizListItem {
  return {
    id: quiz.id,
    title: { en: quiz.titleEn, vi: quiz.titleVi },
    course: { id: course.id, slug: course.slug, title: { en: course.titleEn, vi: course.titleVi } },
    group: { id: group.id, name: { en: group.groupNameEn, vi: group.groupNameVi }, is_free_test: group.isFreeTest },
    question_count: quiz.questionCount,
    attempt_count: attemptCount,
  };
}

/** A stored question as the editor (and the audit log) sees it: the draft it was written from. */
export function toQuestionDraft(question: QuestionWithAnswers): QuestionDraft {
  const explanation =
    question.explanationEn || question.explanationVi
      ? { en: question.explanationEn ?? '', vi: question.explanationVi ?? '' }
      : null;
  return {
    question_type: question.questionType as QuestionType,
    content: { en: question.contentEn, vi: question.contentVi },
    explanation,
    points: question.points,
    answers: question.answers.map((answer) => ({
      content: { en: answer.contentEn, vi: answer.contentVi },
      correct: answer.correct,
      order: answer.order,
    })),
  };
}

function toAdminQuestion(question: QuestionWithAnswers, answered: boolean): AdminQuestion {
  return { id: question.id, position: question.position, ...toQuestionDraft(question), answered };
}

export function toAdminQuiz(row: AdminQuizRow, questions: QuestionWithAnswers[], answered: Set<number>): AdminQuiz {
  const { quiz } = row;
  return {
    ...toAdminQuizListItem(row),
    question_count: questions.length,
    description: { en: quiz.descriptionEn, vi: quiz.descriptionVi },
    time_limit_s: quiz.timeLimitS,
    pass_mark_percent: quiz.passMarkPercent,
    attempts_allowed: quiz.attemptsAllowed,
    modes: [
      ...(quiz.practiceEnabled ? (['practice'] as const) : []),
      ...(quiz.strictEnabled ? (['strict'] as const) : []),
    ],
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_answers: quiz.shuffleAnswers,
    questions: questions.map((question) => toAdminQuestion(question, answered.has(question.id))),
  };
}
