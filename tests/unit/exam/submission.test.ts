import { afterEach, describe, expect, it } from 'vitest';
import { answerSelected, examReducer, examSubmitted, quizLoaded } from '@/features/exam/exam-slice';
import { submitExam } from '@/features/exam/exam-thunks';
import { buildSubmitBody, isAnswered } from '@/features/exam/submission';
import { makeStore } from '@/store/store';
import {
  ATTEMPT_ID,
  practiceExam,
  QUIZ_ID,
  SERVER_TIME,
  strictExam,
  historySummary,
} from '../../fixtures/exam-fixtures';
import { fail, mockApi, ok } from '../api/mock-adapter';

const at = (iso: string) => Date.parse(iso);

describe('buildSubmitBody', () => {
  it('practice: every question with its answer, and the seconds since the practice began', () => {
    const state = examReducer(
      examReducer(undefined, quizLoaded(practiceExam())),
      answerSelected({ questionId: 1, answer: [2] }),
    );
    expect(buildSubmitBody(state, at(SERVER_TIME) + 125_400)).toEqual({
      quiz_id: QUIZ_ID,
      total_time: 125,
      answer_detail: [
        { quiz_question_id: 1, user_answer: [2] },
        { quiz_question_id: 2, user_answer: [] },
        { quiz_question_id: 3, user_answer: [] },
        { quiz_question_id: 4, user_answer: [] },
        { quiz_question_id: 5, user_answer: [] },
        { quiz_question_id: 6, user_answer: [] },
      ],
    });
  });

  it('strict: names the attempt and leaves the time to the server', () => {
    const state = examReducer(undefined, quizLoaded(strictExam({ 4: { user_answer: [2, 0, 1] } })));
    const body = buildSubmitBody(state, at(SERVER_TIME));
    expect(body).toMatchObject({ quiz_id: QUIZ_ID, attempt_id: ATTEMPT_ID });
    expect(body).not.toHaveProperty('total_time');
    expect(body?.answer_detail.find((a) => a.quiz_question_id === 4)?.user_answer).toEqual([2, 0, 1]);
  });

  it('nothing to send without a quiz', () => {
    expect(buildSubmitBody(examReducer(undefined, { type: 'init' }), 0)).toBeNull();
  });

  it('isAnswered: any answer id counts, [] does not', () => {
    expect(isAnswered({ user_answer: [0] })).toBe(true);
    expect(isAnswered({ user_answer: [] })).toBe(false);
  });
});

describe('submitExam', () => {
  let mock: ReturnType<typeof mockApi> | undefined;
  afterEach(() => mock?.restore());

  it('posts the submission and stores the result id the server returns', async () => {
    mock = mockApi(() => ({ ...ok(historySummary({ id: 321 })), status: 201 }));
    const store = makeStore();
    store.dispatch(quizLoaded(strictExam()));
    const outcome = await store.dispatch(submitExam(at(SERVER_TIME)));
    expect(outcome).toEqual({ ok: true, resultId: 321, timeUp: false });
    expect(store.getState().exam).toMatchObject({ isSubmitted: true, quizResultId: 321, isLoading: false });
    expect(mock.requests[0]).toMatchObject({ method: 'post', url: '/api/exam/quizzes/submit' });
    expect(JSON.parse(mock.requests[0]!.data as string)).toMatchObject({ quiz_id: QUIZ_ID, attempt_id: ATTEMPT_ID });
  });

  it('QUIZ_TIME_UP: the attempt is closed; its result is the attempt id', async () => {
    mock = mockApi(() => fail(409, 'QUIZ_TIME_UP', 'Time is up'));
    const store = makeStore();
    store.dispatch(quizLoaded(strictExam()));
    expect(await store.dispatch(submitExam(at(SERVER_TIME)))).toEqual({ ok: true, resultId: ATTEMPT_ID, timeUp: true });
    expect(store.getState().exam).toMatchObject({ isSubmitted: true, quizResultId: ATTEMPT_ID });
  });

  it('any other failure keeps the attempt open with the error code', async () => {
    mock = mockApi(() => 'network-error');
    const store = makeStore();
    store.dispatch(quizLoaded(practiceExam()));
    const outcome = await store.dispatch(submitExam(at(SERVER_TIME)));
    expect(outcome).toMatchObject({ ok: false, error: { error_code: 'NETWORK_ERROR' } });
    expect(store.getState().exam).toMatchObject({ isSubmitted: false, error: 'NETWORK_ERROR', isLoading: false });
  });

  it('does not send twice once submitted', async () => {
    mock = mockApi(() => ok(historySummary()));
    const store = makeStore();
    store.dispatch(quizLoaded(practiceExam()));
    store.dispatch(examSubmitted(55));
    expect(await store.dispatch(submitExam(at(SERVER_TIME)))).toEqual({ ok: true, resultId: 55, timeUp: false });
    expect(mock.requests).toHaveLength(0);
  });
});
