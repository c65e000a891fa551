import { afterEach, describe, expect, it } from 'vitest';
import {
  getAnswerHistory,
  getFullExam,
  getQuizDetail,
  listMyAnswerHistories,
  saveAnswers,
  submitQuiz,
} from '@/features/exam/exam-api';
import { fail, mockApi, ok } from '../api/mock-adapter';
import { historyDetail, historySummary, practiceExam, quizDetail } from '../../fixtures/exam-fixtures';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

describe('exam API calls', () => {
  it('call the quiz routes of spec §7 and resolve to the envelope’s data', async () => {
    mock = mockApi((config) => {
      const key = `${config.method?.toUpperCase()} ${config.url}`;
      if (key === 'GET /api/exam/quizzes/42') return ok(quizDetail());
      if (key === 'GET /api/exam/quizzes/42/full-exam') return ok(practiceExam());
      if (key === 'PUT /api/exam/quiz-attempts/900/answers') return ok({ saved_at: 'a', deadline: 'b' });
      if (key === 'POST /api/exam/quizzes/submit') return ok(historySummary());
      if (key === 'GET /api/exam/quizzes/42/my-answer-histories')
        return ok([historySummary()], { page: 2, total_page: 3 });
      if (key === 'GET /api/exam/quiz-answer-histories/900') return ok(historyDetail());
      return fail(404, 'NOT_FOUND', key);
    });
    expect(await getQuizDetail(42)).toEqual(quizDetail());
    expect(await getFullExam(42, 'strict')).toEqual(practiceExam());
    expect(mock.requests[1]?.params).toEqual({ mode: 'strict' });
    const body = { answers: [{ quiz_question_id: 1, user_answer: [0], is_flagged: true }] };
    expect(await saveAnswers(900, body)).toEqual({ saved_at: 'a', deadline: 'b' });
    expect(JSON.parse(mock.requests[2]!.data as string)).toEqual(body);
    expect(await submitQuiz({ quiz_id: 42, answer_detail: [] })).toEqual(historySummary());
    expect(await listMyAnswerHistories(42, 2, 10)).toEqual({ data: [historySummary()], page: 2, total_page: 3 });
    expect(mock.requests[4]?.params).toEqual({ page: 2, page_size: 10 });
    expect(await getAnswerHistory(900)).toEqual(historyDetail());
  });

  it('reject with the ApiError, whose code the pages act on', async () => {
    mock = mockApi(() => fail(403, 'PURCHASE_REQUIRED', 'Enrol first'));
    await expect(getFullExam(42, 'practice')).rejects.toMatchObject({ error_code: 'PURCHASE_REQUIRED', status: 403 });
  });
});
