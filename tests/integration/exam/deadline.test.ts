import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUIZ_GRACE_S } from '@/lib/exam/exam-modes';
import { getDb } from '@/server/db/client';
import { attemptAnswers, quizAttempts } from '@/server/db/schema/attempts';
import { closeExpiredAttempts } from '@/server/services/exam/close-expired-attempts';
import type { Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { answerDetail, backdateAttempt, createExamCourse, serveExamApi, type ExamCourse } from '../helpers/exam';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveExamApi();
});
afterAll(() => api.close());

const LIMIT_S = 600;

describeEachDatabase('strict attempts: deadline, grace and the automatic close', () => {
  let course: ExamCourse;
  beforeAll(async () => {
    course = await createExamCourse('deadline');
  });

  /** A learner with an open attempt whose first two questions are saved right. */
  async function attemptWithSavedAnswers() {
    const learner = await signedInUser();
    const started = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/full-exam?mode=strict`, {
      token: learner.token,
    });
    const attemptId: number = started.body.data.attempt.id;
    const [first, second] = course.freeQuiz.questionIds;
    const saved = await api.call(`/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token: learner.token,
      body: {
        answers: [first!, second!].map((id) => ({ quiz_question_id: id, user_answer: course.freeQuiz.right.get(id) })),
      },
    });
    expect(saved.status).toBe(200);
    return { ...learner, attemptId };
  }

  const everythingRight = () => answerDetail(course.freeQuiz, (id) => course.freeQuiz.right.get(id)!);
  const attemptRow = async (id: number) =>
    (await getDb().select().from(quizAttempts).where(eq(quizAttempts.id, id)))[0]!;

  it('takes a submission within the grace after the deadline', async () => {
    const { token, attemptId } = await attemptWithSavedAnswers();
    await backdateAttempt(attemptId, LIMIT_S + QUIZ_GRACE_S - 20, LIMIT_S);
    const { status, body } = await api.call('/api/exam/quizzes/submit', {
      token,
      body: { quiz_id: course.freeQuiz.id, attempt_id: attemptId, answer_detail: everythingRight() },
    });
    expect(status).toBe(201);
    // Graded on what was sent; the time spent stops at the deadline.
    expect(body.data).toMatchObject({ status: 'submitted', correct_answer: 6, total_time: LIMIT_S });
  });

  it('after the grace, refuses the submission and closes the attempt with the saved answers', async () => {
    const { token, attemptId } = await attemptWithSavedAnswers();
    await backdateAttempt(attemptId, LIMIT_S + QUIZ_GRACE_S + 5, LIMIT_S);
    const late = await api.call('/api/exam/quizzes/submit', {
      token,
      body: { quiz_id: course.freeQuiz.id, attempt_id: attemptId, answer_detail: everythingRight() },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.error_code).toBe('QUIZ_TIME_UP');

    const history = await api.call(`/api/exam/quiz-answer-histories/${attemptId}`, { token });
    expect(history.status).toBe(200);
    // The two saved answers count; the late submission's do not.
    expect(history.body.data).toMatchObject({
      status: 'expired',
      correct_answer: 2,
      score: 33.33,
      total_time: LIMIT_S,
    });
    expect(history.body.data.answer_detail.map((q: { user_answer: number[] }) => q.user_answer.length > 0)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    // A second late call says the same.
    const again = await api.call('/api/exam/quizzes/submit', {
      token,
      body: { quiz_id: course.freeQuiz.id, attempt_id: attemptId, answer_detail: [] },
    });
    expect(again.body.error.error_code).toBe('QUIZ_TIME_UP');
  });

  it('after the grace, refuses a save with QUIZ_TIME_UP and closes the attempt', async () => {
    const { token, attemptId } = await attemptWithSavedAnswers();
    await backdateAttempt(attemptId, LIMIT_S + QUIZ_GRACE_S + 5, LIMIT_S);
    const [, , third] = course.freeQuiz.questionIds;
    const save = await api.call(`/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token,
      body: { answers: [{ quiz_question_id: third, user_answer: course.freeQuiz.right.get(third!) }] },
    });
    expect(save.status).toBe(409);
    expect(save.body.error.error_code).toBe('QUIZ_TIME_UP');
    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({ status: 'expired', correctCount: 2 });
    const answers = await getDb().select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
    // Graded on what was saved in time: the late answer was not stored. Every graded
    // question has its row (the attempt keeps the questions it was graded on).
    const given = answers.filter((answer) => answer.userAnswer.length > 0);
    expect(given).toHaveLength(2);
    expect(given.every((answer) => answer.isCorrect)).toBe(true);
    expect(answers.find((answer) => answer.questionId === third)).toMatchObject({ userAnswer: [], isCorrect: false });
  });

  it('the sweep closes every overdue attempt, graded, and leaves running ones alone', async () => {
    const overdue = await attemptWithSavedAnswers();
    const running = await attemptWithSavedAnswers();
    const inGrace = await attemptWithSavedAnswers();
    await backdateAttempt(overdue.attemptId, LIMIT_S + QUIZ_GRACE_S + 1, LIMIT_S);
    await backdateAttempt(running.attemptId, 30, LIMIT_S);
    await backdateAttempt(inGrace.attemptId, LIMIT_S + 10, LIMIT_S);

    expect(await closeExpiredAttempts()).toBeGreaterThanOrEqual(1);
    const closed = await attemptRow(overdue.attemptId);
    expect(closed).toMatchObject({ status: 'expired', correctCount: 2, questionCount: 6, isPass: false });
    expect(closed.closedAt?.getTime()).toBe(closed.deadline?.getTime());
    expect((await attemptRow(running.attemptId)).status).toBe('open');
    expect((await attemptRow(inGrace.attemptId)).status).toBe('open');
    // Nothing left to close: a second sweep closes none of these.
    await closeExpiredAttempts();
    expect((await attemptRow(overdue.attemptId)).correctCount).toBe(2);
  });

  it('a learner coming back to the quiz finds the overdue attempt closed and may start anew', async () => {
    const { token, attemptId } = await attemptWithSavedAnswers();
    await backdateAttempt(attemptId, LIMIT_S + QUIZ_GRACE_S + 1, LIMIT_S);
    const detail = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}`, { token });
    expect(detail.body.data).toMatchObject({ open_attempt: null, attempts_used: 1 });
    const restarted = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/full-exam?mode=strict`, { token });
    expect(restarted.body.data.attempt.id).not.toBe(attemptId);
    expect(restarted.body.data.exam.every((q: { user_answer: number[] }) => q.user_answer.length === 0)).toBe(true);
  });

  it('resuming an attempt whose time has run out says so, and starts no new attempt', async () => {
    const { token, attemptId } = await attemptWithSavedAnswers();
    await backdateAttempt(attemptId, LIMIT_S + QUIZ_GRACE_S + 1, LIMIT_S);
    const resumed = await api.call(
      `/api/exam/quizzes/${course.freeQuiz.id}/full-exam?mode=strict&attempt=${attemptId}`,
      { token },
    );
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.error_code).toBe('QUIZ_TIME_UP');
    // Closed with its saved answers, and nothing else started or counted.
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'expired', correctCount: 2 });
    const detail = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}`, { token });
    expect(detail.body.data).toMatchObject({ open_attempt: null, attempts_used: 1 });
    // Resuming a running attempt by its id works as before.
    const fresh = await attemptWithSavedAnswers();
    const again = await api.call(
      `/api/exam/quizzes/${course.freeQuiz.id}/full-exam?mode=strict&attempt=${fresh.attemptId}`,
      { token: fresh.token },
    );
    expect(again.body.data.attempt.id).toBe(fresh.attemptId);
  });

  it('concurrent closings grade once', async () => {
    const { token, attemptId } = await attemptWithSavedAnswers();
    await backdateAttempt(attemptId, LIMIT_S + QUIZ_GRACE_S + 1, LIMIT_S);
    const replies = await Promise.all([
      closeExpiredAttempts(),
      closeExpiredAttempts(),
      api.call('/api/exam/quizzes/submit', {
        token,
        body: { quiz_id: course.freeQuiz.id, attempt_id: attemptId, answer_detail: everythingRight() },
      }),
    ]);
    expect((replies[2] as { status: number }).status).toBe(409);
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'expired', correctCount: 2 });
  });
});
