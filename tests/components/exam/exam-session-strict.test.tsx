import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamPage } from '@/features/exam/components/session/exam-page';
import { answerSelected, quizLoaded } from '@/features/exam/exam-slice';
import { makeStore } from '@/store/store';
import { ATTEMPT_ID, historySummary, QUIZ_ID, SERVER_TIME, strictExam } from '../../fixtures/exam-fixtures';
import { fail, mockApi, ok, type MockHandler } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

// The attempt's deadline is 10:05:00 on the server's clock, which said 10:00:00 when it
// answered; this browser's clock runs 30 s ahead of the server's.
const BROWSER_NOW = Date.parse(SERVER_TIME) + 30_000;
const TIME_UP = { pathname: `/quiz/result/${ATTEMPT_ID}`, query: { notice: 'time-up' } };

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER_NOW });
  setRouter({ pathname: '/quiz/[id]/exam', asPath: `/quiz/${QUIZ_ID}/exam?mode=strict` });
});
afterEach(() => {
  mock?.restore();
  mock = undefined;
  vi.useRealTimers();
});

/** The API: answer saves and submissions through `handler`, recorded as "METHOD url body". */
function serve(handler: MockHandler = () => ok({ saved_at: SERVER_TIME, deadline: '2026-03-01T10:05:00.000Z' })) {
  mock = mockApi(handler);
  return () => mock!.requests.map((r) => `${r.method?.toUpperCase()} ${r.url} ${r.data ?? ''}`);
}

async function renderStrict(saved: Parameters<typeof strictExam>[0] = {}) {
  const store = makeStore();
  store.dispatch(quizLoaded(strictExam(saved)));
  const rendered = renderWithApp(<ExamPage quizId={QUIZ_ID} mode="strict" blocked={null} />, store);
  // (fireEvent rather than user-event: Testing Library's async wrapper waits on a real
  // setTimeout that Vitest's fake timers never run.)
  // Let the clock be measured and the first tick run.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return rendered;
}

const clock = () => screen.getByRole('timer', { name: 'Time left' }).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('strict mode: the address', () => {
  it('names the attempt, so a reload after the time is up does not start a new one', async () => {
    serve();
    setRouter({ pathname: '/quiz/[id]/exam', query: { id: String(QUIZ_ID), mode: 'strict' } });
    await renderStrict();
    expect(router.replace).toHaveBeenCalledWith(
      { query: { id: String(QUIZ_ID), mode: 'strict', attempt: ATTEMPT_ID } },
      undefined,
      { shallow: true, scroll: false },
    );
  });
});

describe('strict mode: countdown', () => {
  it('counts down from the server’s deadline on the server’s clock, not the browser’s', async () => {
    serve();
    await renderStrict();
    expect(clock()).toBe('5:00');
    await tick(61_000);
    expect(clock()).toBe('3:59');
  });

  it('announces politely under five minutes and under one minute', async () => {
    serve();
    await renderStrict();
    const live = () => screen.getByText(/minutes? left\./, { selector: '[aria-live="polite"]' });
    expect(screen.queryByText(/minutes? left\./)).toBeNull();
    await tick(1_000);
    expect(live().textContent).toBe('Less than 5 minutes left.');
    await tick(240_000);
    expect(live().textContent).toBe('Less than 1 minute left.');
  });

  it('at zero, locks the answers and hands them in, then shows the result with a notice', async () => {
    const requests = serve((config) =>
      config.url === '/api/exam/quizzes/submit' ? ok(historySummary()) : ok({ saved_at: SERVER_TIME }),
    );
    await renderStrict({ 1: { user_answer: [1] } });
    fireEvent.click(screen.getByRole('radio', { name: /const/ }));
    await tick(299_000);
    expect(requests().filter((r) => r.startsWith('POST'))).toEqual([]);
    await tick(1_000);
    expect(clock()).toBe('0:00');
    const submit = requests().find((r) => r.startsWith('POST /api/exam/quizzes/submit'));
    expect(submit).toBeDefined();
    expect(JSON.parse(submit!.split(' ').slice(2).join(' '))).toMatchObject({
      quiz_id: QUIZ_ID,
      attempt_id: ATTEMPT_ID,
      answer_detail: expect.arrayContaining([{ quiz_question_id: 1, user_answer: [2] }]),
    });
    expect(router.replace).toHaveBeenCalledWith(TIME_UP);
  });

  it('QUIZ_TIME_UP on submitting: the attempt was closed; its result is the attempt’s', async () => {
    serve((config) => (config.url === '/api/exam/quizzes/submit' ? fail(409, 'QUIZ_TIME_UP', 'Time is up') : ok({})));
    await renderStrict();
    fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Review and submit' }));
    expect(screen.getByText(/cannot change/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await tick(0);
    expect(router.replace).toHaveBeenCalledWith(TIME_UP);
  });
});

describe('strict mode: answers saved as the learner goes', () => {
  it('a resumed attempt shows its saved answers and flags', async () => {
    serve();
    await renderStrict({ 1: { user_answer: [2], is_flagged: true } });
    expect((screen.getByRole('radio', { name: /const/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Answers are saved as you go')).toBeTruthy();
  });

  it('sends only the changed questions after a pause, flags included', async () => {
    const requests = serve();
    await renderStrict();
    fireEvent.click(screen.getByRole('radio', { name: /let/ }));
    fireEvent.click(screen.getByRole('radio', { name: /const/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Flag for review' }));
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(requests()).toEqual([]);
    await tick(1_000);
    expect(requests()).toEqual([
      `PUT /api/exam/quiz-attempts/${ATTEMPT_ID}/answers ${JSON.stringify({
        answers: [{ quiz_question_id: 1, user_answer: [2], is_flagged: true }],
      })}`,
    ]);
    expect(screen.getByText('All answers saved')).toBeTruthy();
  });

  it('back on the exam, sends an answer the browser kept but the server never got', async () => {
    const requests = serve();
    const store = makeStore();
    // The server holds no answer to question 1; the store still has the learner's (a save
    // lost as they left the page, then came back to the same attempt).
    store.dispatch(quizLoaded(strictExam()));
    store.dispatch(answerSelected({ questionId: 1, answer: [2] }));
    renderWithApp(<ExamPage quizId={QUIZ_ID} mode="strict" blocked={null} />, store);
    await tick(0);
    await tick(1_000);
    expect(requests()).toEqual([
      `PUT /api/exam/quiz-attempts/${ATTEMPT_ID}/answers ${JSON.stringify({
        answers: [{ quiz_question_id: 1, user_answer: [2], is_flagged: false }],
      })}`,
    ]);
  });

  it('a resumed attempt sends nothing for the answers the server already holds', async () => {
    const requests = serve();
    await renderStrict({ 1: { user_answer: [2], is_flagged: true } });
    await tick(2_000);
    expect(requests()).toEqual([]);
  });

  it('a failed save says "offline – will retry", keeps the answer and retries until it is saved', async () => {
    let saves = 0;
    const requests = serve(() => (++saves <= 2 ? 'network-error' : ok({ saved_at: SERVER_TIME })));
    await renderStrict();
    fireEvent.click(screen.getByRole('radio', { name: /const/ }));
    await tick(1_000);
    expect(screen.getAllByText(/Offline – your answers will be saved/).length).toBeGreaterThan(0);
    await tick(1_000);
    expect(requests()).toHaveLength(2);
    await tick(2_000);
    expect(requests()).toHaveLength(3);
    expect(new Set(requests()).size).toBe(1);
    expect(screen.getByText('All answers saved')).toBeTruthy();
  });

  it('back online: the waiting answers are sent at once; "Retry now" does the same', async () => {
    let saves = 0;
    const requests = serve(() => (++saves === 1 ? 'network-error' : ok({ saved_at: SERVER_TIME })));
    await renderStrict();
    fireEvent.click(screen.getByRole('radio', { name: /const/ }));
    await tick(1_000);
    expect(requests()).toHaveLength(1);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(requests()).toHaveLength(2);
    expect(screen.getByText('All answers saved')).toBeTruthy();

    saves = 0;
    fireEvent.click(screen.getByRole('radio', { name: /let/ }));
    await tick(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await tick(0);
    expect(requests()).toHaveLength(4);
    expect(screen.getByText('All answers saved')).toBeTruthy();
  });

  it('QUIZ_TIME_UP on a save: the server closed the attempt; go to its result', async () => {
    serve(() => fail(409, 'QUIZ_TIME_UP', 'Time is up'));
    const { store } = await renderStrict();
    fireEvent.click(screen.getByRole('radio', { name: /const/ }));
    await tick(1_000);
    expect(router.replace).toHaveBeenCalledWith(TIME_UP);
    expect(store.getState().exam).toMatchObject({ isSubmitted: true, quizResultId: ATTEMPT_ID });
  });
});
