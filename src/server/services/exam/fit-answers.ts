import type { AnswerDetailInputParsed } from '@/schemas/exam';
import { fieldError } from '../../http/validation';
import type { AnswerWrite } from '../../repositories/attempt-repository';
import type { QuestionWithAnswers } from '../../repositories/quiz-repository';

/**
 * Checks that each answer belongs to the quiz and names only items of its question, once
 * each, and turns them into rows to save. The grader would score such answers as wrong
 * anyway; refusing them keeps what is stored a true record of what the learner chose.
 * `field` is the body's list (`answers`, `answer_detail`), for the error's path.
 */
export function fitAnswers(
  details: readonly AnswerDetailInputParsed[],
  questions: readonly QuestionWithAnswers[],
  field: string,
): AnswerWrite[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  return details.map((detail, index) => {
    const question = byId.get(detail.quiz_question_id);
    if (!question) throw fieldError(`${field}.${index}.quiz_question_id`, 'Not a question of this quiz');
    if (seen.has(question.id)) throw fieldError(`${field}.${index}.quiz_question_id`, 'This question is listed twice');
    seen.add(question.id);

    const answerIds = detail.user_answer;
    if (answerIds.some((id) => id >= question.answers.length)) {
      throw fieldError(`${field}.${index}.user_answer`, 'Not an answer of this question');
    }
    if (new Set(answerIds).size !== answerIds.length) {
      throw fieldError(`${field}.${index}.user_answer`, 'An answer is listed twice');
    }
    return { questionId: question.id, userAnswer: answerIds, isFlagged: detail.is_flagged };
  });
}
