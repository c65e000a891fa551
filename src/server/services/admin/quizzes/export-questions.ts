import { questionsToCsv } from '@/lib/exam/authoring/questions-to-csv';
import { AppError } from '../../../http/app-error';
import * as adminQuizRepository from '../../../repositories/admin-quiz-repository';
import * as quizRepository from '../../../repositories/quiz-repository';
import { toQuestionDraft } from './admin-quiz-dto';

/** GET /api/admin/quizzes/{id}/export: the quiz's questions as the import's CSV, and a file name for it. */
export async function exportQuestions(quizId: number): Promise<{ csv: string; fileName: string }> {
  const row = await adminQuizRepository.findById(quizId);
  if (!row) throw new AppError('NOT_FOUND', 'No such quiz.');
  const questions = await quizRepository.listQuestions(quizId);
  return { csv: questionsToCsv(questions.map(toQuestionDraft)), fileName: `quiz-${quizId}-questions.csv` };
}
