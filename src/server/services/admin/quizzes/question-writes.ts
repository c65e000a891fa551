import type { QuestionDraft } from '@/lib/exam/authoring/question-draft';
import type { AuthUser } from '../../../auth/auth-user';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminQuizRepository from '../../../repositories/admin-quiz-repository';
import * as quizRepository from '../../../repositories/quiz-repository';
import { recordAudit } from '../record-audit';
import { toQuestionDraft } from './admin-quiz-dto';
import { inQuiz, type SavedQuiz } from './save-quiz';

/**
 * The back office's writes to a quiz's questions. A question some attempt has answered is
 * never changed: an edit retires that version (it stays, for the attempts graded on it) and
 * puts the new one in its place, so no grade already given can change.
 */

async function quizOfQuestion(questionId: number): Promise<number> {
  const question = await adminQuizRepository.findQuestion(questionId);
  if (!question || question.retiredAt) throw new AppError('NOT_FOUND', 'No such question.');
  return question.quizId;
}

async function liveQuestion(questionId: number, tx: Transaction) {
  const [question] = await quizRepository.listQuestionsByIds([questionId], tx);
  if (!question || question.retiredAt) throw new AppError('NOT_FOUND', 'No such question.');
  return question;
}

/** POST /api/admin/quizzes/{id}/questions: a question at the end of the quiz. */
export function addQuestion(quizId: number, draft: QuestionDraft, actor: AuthUser): Promise<SavedQuiz> {
  return inQuiz(quizId, async (tx) => {
    const position = await adminQuizRepository.nextQuestionPosition(quizId, tx);
    const [id] = await adminQuizRepository.insertQuestions(quizId, position, [draft], tx);
    await recordAudit(tx, actor, { action: 'question.create', entityType: 'question', entityId: id!, after: draft });
  });
}

/** PUT /api/admin/questions/{id}: the question rewritten; a new version when attempts have answered it. */
export async function editQuestion(questionId: number, draft: QuestionDraft, actor: AuthUser): Promise<SavedQuiz> {
  return inQuiz(await quizOfQuestion(questionId), async (tx, quiz) => {
    const before = await liveQuestion(questionId, tx);
    const answered = (await adminQuizRepository.answeredQuestionIds([questionId], tx)).has(questionId);
    let entityId = questionId;
    if (answered) {
      await adminQuizRepository.retireQuestion(questionId, new Date(), tx);
      [entityId] = (await adminQuizRepository.insertQuestions(quiz.id, before.position, [draft], tx)) as [number];
    } else {
      await adminQuizRepository.rewriteQuestion(questionId, draft, tx);
    }
    await recordAudit(tx, actor, {
      action: answered ? 'question.version' : 'question.update',
      entityType: 'question',
      entityId,
      before: { ...toQuestionDraft(before), ...(answered ? { replaced_question_id: questionId } : {}) },
      after: draft,
    });
  });
}

/** DELETE /api/admin/questions/{id}: out of the quiz; kept (retired) when attempts have answered it. */
export async function removeQuestion(questionId: number, actor: AuthUser): Promise<SavedQuiz> {
  return inQuiz(await quizOfQuestion(questionId), async (tx, quiz) => {
    const before = await liveQuestion(questionId, tx);
    const answered = (await adminQuizRepository.answeredQuestionIds([questionId], tx)).has(questionId);
    if (answered) await adminQuizRepository.retireQuestion(questionId, new Date(), tx);
    else await adminQuizRepository.removeQuestion(questionId, tx);
    // Close the gap it leaves, so positions stay 0..n-1.
    await adminQuizRepository.writeQuestionOrder(quiz.id, await adminQuizRepository.liveQuestionIds(quiz.id, tx), tx);
    await recordAudit(tx, actor, {
      action: 'question.delete',
      entityType: 'question',
      entityId: questionId,
      before: toQuestionDraft(before),
    });
  });
}

/** POST /api/admin/questions/{id}/duplicate: a copy, right after the original. */
export async function duplicateQuestion(questionId: number, actor: AuthUser): Promise<SavedQuiz> {
  return inQuiz(await quizOfQuestion(questionId), async (tx, quiz) => {
    const original = await liveQuestion(questionId, tx);
    const draft = toQuestionDraft(original);
    const end = await adminQuizRepository.nextQuestionPosition(quiz.id, tx);
    const [copyId] = await adminQuizRepository.insertQuestions(quiz.id, end, [draft], tx);
    const order = (await adminQuizRepository.liveQuestionIds(quiz.id, tx)).filter((id) => id !== copyId);
    order.splice(order.indexOf(questionId) + 1, 0, copyId!);
    await adminQuizRepository.writeQuestionOrder(quiz.id, order, tx);
    await recordAudit(tx, actor, {
      action: 'question.duplicate',
      entityType: 'question',
      entityId: copyId!,
      after: { ...draft, duplicated_from: questionId },
    });
  });
}

/** PUT /api/admin/quizzes/{id}/question-order: every question of the quiz, once, in the new order. */
export function reorderQuestions(quizId: number, questionIds: readonly number[], actor: AuthUser): Promise<SavedQuiz> {
  return inQuiz(quizId, async (tx) => {
    const before = await adminQuizRepository.liveQuestionIds(quizId, tx);
    const same = before.length === questionIds.length && [...before].sort().join() === [...questionIds].sort().join();
    if (!same) {
      const message = 'Send every question of the quiz exactly once; reload the quiz and try again.';
      throw new AppError('VALIDATION_ERROR', `question_ids: ${message}`, { question_ids: message });
    }
    await adminQuizRepository.writeQuestionOrder(quizId, questionIds, tx);
    await recordAudit(tx, actor, {
      action: 'quiz.reorder',
      entityType: 'quiz',
      entityId: quizId,
      before: { question_ids: before },
      after: { question_ids: questionIds },
    });
  });
}
