import type { ImportReportReply } from '@/lib/admin/admin-quiz-types';
import { importableDrafts } from '@/lib/exam/authoring/import-report';
import { parseQuestionImport } from '@/lib/exam/authoring/parse-question-import';
import type { ImportInput } from '@/schemas/admin-quizzes';
import type { AuthUser } from '../../../auth/auth-user';
import { AppError } from '../../../http/app-error';
import * as adminQuizRepository from '../../../repositories/admin-quiz-repository';
import { recordAudit } from '../record-audit';
import { getAdminQuiz } from './get-admin-quiz';
import { inQuiz } from './save-quiz';

/**
 * POST /api/admin/quizzes/{id}/import: questions from a GIFT, Aiken or CSV text
 * (docs/question-import.md). The report lists every question with its line and errors; a dry
 * run stops there, a real import writes every question, at the end of the quiz, or — when
 * anything has an error — none.
 */
export async function importQuestions(
  quizId: number,
  input: ImportInput,
  actor: AuthUser,
): Promise<{ report: ImportReportReply; slugs: string[] }> {
  const quiz = await getAdminQuiz(quizId);
  const parsed = parseQuestionImport(input.format, input.text);
  const drafts = importableDrafts(parsed);
  const report = (imported: number): ImportReportReply => ({
    dry_run: input.dry_run,
    imported,
    questions: parsed.questions.map(({ draft: _draft, ...question }) => question),
    errors: parsed.errors,
  });
  if (input.dry_run || !drafts) return { report: report(0), slugs: [] };
  if (drafts.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'text: The text holds no question.', {
      text: 'The text holds no question.',
    });
  }
  const saved = await inQuiz(quiz.id, async (tx) => {
    const position = await adminQuizRepository.nextQuestionPosition(quiz.id, tx);
    const ids = await adminQuizRepository.insertQuestions(quiz.id, position, drafts, tx);
    await recordAudit(tx, actor, {
      action: 'question.import',
      entityType: 'quiz',
      entityId: quiz.id,
      after: { format: input.format, imported: ids.length, question_ids: ids },
    });
  });
  return { report: report(drafts.length), slugs: saved.slugs };
}
