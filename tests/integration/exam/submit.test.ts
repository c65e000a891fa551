import { afterAll, beforeAll, expect, it } from 'vitest';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import type { Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { answerDetail, createExamCourse, serveExamApi, type ExamCourse } from '../helpers/exam';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveExamApi();
});
afterAll(() => api.close());

describeEachDatabase('POST /api/exam/quizzes/submit', () => {
  let course: ExamCourse;

  beforeAll(async () => {
    course = await createExamCourse('submit');
  });

  async function startStrict(token: string, quizId = course.freeQuiz.id): Promise<number> {
    const { status, body } = await api.call(`/api/exam/quizzes/${quizId}/full-exam?mode=strict`, { token });
    expect(status).toBe(200);
    return body.data.attempt.id;
  }
  const submit = (token: string, body: unknown) => api.call('/api/exam/quizzes/submit', { token, body });

  it('grades a strict attempt on the server: every type right scores 100 and passes', async () => {
    const { token } = await signedInUser();
    // Before the start: the server's clock starts while the start request runs.
    const started = Date.now();
    const attemptId = await startStrict(token);
    const { status, body } = await submit(token, {
      quiz_id: course.freeQuiz.id,
      attempt_id: attemptId,
      answer_detail: answerDetail(course.freeQuiz, (id) => course.freeQuiz.right.get(id)!),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      id: attemptId,
      quiz_id: course.freeQuiz.id,
      mode: 'strict',
      status: 'submitted',
      score: 100,
      correct_answer: 6,
      question_count: 6,
      is_pass: true,
    });
    expect(body.data.total_time).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000) + 1);
  });

  it("ignores the client's score, correct count and verdict", async () => {
    const { token } = await signedInUser();
    const attemptId = await startStrict(token);
    const [first, second] = course.freeQuiz.questionIds;
    const { body } = await submit(token, {
      quiz_id: course.freeQuiz.id,
      attempt_id: attemptId,
      // Two right (of six), the rest wrong; the body claims a perfect score.
      answer_detail: answerDetail(course.freeQuiz, (id) =>
        id === first || id === second ? course.freeQuiz.right.get(id)! : course.freeQuiz.wrong.get(id)!,
      ),
      score: 100,
      correct_answer: 6,
      question_count: 6,
      is_pass: true,
      total_time: 1,
    });
    expect(body.data).toMatchObject({ score: 33.33, correct_answer: 2, is_pass: false });
  });

  it('grades each type wrong when the answer is wrong, and unanswered questions as wrong', async () => {
    const { token } = await signedInUser();
    const attemptId = await startStrict(token);
    const wrongThree = course.freeQuiz.questionIds.slice(0, 3);
    const { body } = await submit(token, {
      quiz_id: course.freeQuiz.id,
      attempt_id: attemptId,
      answer_detail: wrongThree.map((id) => ({ quiz_question_id: id, user_answer: course.freeQuiz.wrong.get(id) })),
    });
    expect(body.data).toMatchObject({ score: 0, correct_answer: 0, question_count: 6, is_pass: false });
  });

  it('keeps the saved answers a submission does not repeat', async () => {
    const { token } = await signedInUser();
    const attemptId = await startStrict(token);
    const [first, ...rest] = course.freeQuiz.questionIds;
    await api.call(`/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token,
      body: { answers: [{ quiz_question_id: first, user_answer: course.freeQuiz.right.get(first!) }] },
    });
    const { body } = await submit(token, {
      quiz_id: course.freeQuiz.id,
      attempt_id: attemptId,
      answer_detail: rest.map((id) => ({ quiz_question_id: id, user_answer: course.freeQuiz.right.get(id) })),
    });
    expect(body.data.correct_answer).toBe(6);
  });

  it('a repeated submission returns the same result and changes nothing', async () => {
    const { token } = await signedInUser();
    const attemptId = await startStrict(token);
    const right = answerDetail(course.freeQuiz, (id) => course.freeQuiz.right.get(id)!);
    const first = await submit(token, { quiz_id: course.freeQuiz.id, attempt_id: attemptId, answer_detail: right });
    const wrong = answerDetail(course.freeQuiz, (id) => course.freeQuiz.wrong.get(id)!);
    const again = await submit(token, { quiz_id: course.freeQuiz.id, attempt_id: attemptId, answer_detail: wrong });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    const saving = await api.call(`/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token,
      body: { answers: wrong.slice(0, 1) },
    });
    expect(saving.status).toBe(409);
    expect(saving.body.error.error_code).toBe('ATTEMPT_CLOSED');
  });

  it('records a practice attempt from a submission without attempt_id', async () => {
    const { token } = await signedInUser();
    const { status, body } = await submit(token, {
      quiz_id: course.freeQuiz.id,
      answer_detail: answerDetail(course.freeQuiz, (id) => course.freeQuiz.right.get(id)!).slice(0, 4),
      total_time: 95.4,
      score: 0,
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      mode: 'practice',
      status: 'submitted',
      score: 66.67,
      correct_answer: 4,
      is_pass: true,
      total_time: 95,
    });
  });

  it("another learner's attempt, or an attempt of another quiz, is 404", async () => {
    const owner = await signedInUser();
    const attemptId = await startStrict(owner.token);
    const thief = await signedInUser();
    const stolen = await submit(thief.token, { quiz_id: course.freeQuiz.id, attempt_id: attemptId, answer_detail: [] });
    expect(stolen.status).toBe(404);
    const saving = await api.call(`/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token: thief.token,
      body: { answers: [{ quiz_question_id: course.freeQuiz.questionIds[0], user_answer: [1] }] },
    });
    expect(saving.status).toBe(404);

    await enrolmentRepository.enrol({ userId: owner.user.id, courseId: course.courseId, source: 'purchase' });
    const mismatch = await submit(owner.token, {
      quiz_id: course.finalQuiz.id,
      attempt_id: attemptId,
      answer_detail: [],
    });
    expect(mismatch.status).toBe(404);
  });

  it('refuses answers that do not fit the quiz, naming the field', async () => {
    const { token } = await signedInUser();
    const [first, second] = course.freeQuiz.questionIds;
    const cases: [unknown[], string][] = [
      [[{ quiz_question_id: course.finalQuiz.questionIds[0], user_answer: [0] }], 'answer_detail.0.quiz_question_id'],
      [[{ quiz_question_id: first, user_answer: [3] }], 'answer_detail.0.user_answer'],
      [[{ quiz_question_id: first, user_answer: [1, 1] }], 'answer_detail.0.user_answer'],
      [
        [
          { quiz_question_id: second, user_answer: [0] },
          { quiz_question_id: second, user_answer: [1] },
        ],
        'answer_detail.1.quiz_question_id',
      ],
      [[{ quiz_question_id: first, user_answer: [-1] }], 'answer_detail.0.user_answer.0'],
      [[{ quiz_question_id: first, user_answer: 'B' }], 'answer_detail.0.user_answer'],
    ];
    for (const [detail, field] of cases) {
      const { status, body } = await submit(token, { quiz_id: course.freeQuiz.id, answer_detail: detail });
      expect(status, field).toBe(400);
      expect(body.error.error_code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields)).toContain(field);
    }
    const missing = await submit(token, { answer_detail: [] });
    expect(missing.body.error.fields).toHaveProperty('quiz_id');
  });

  it('needs a session, and enrolment for quizzes outside the Free Test', async () => {
    expect((await api.call('/api/exam/quizzes/submit', { body: { quiz_id: 1, answer_detail: [] } })).status).toBe(401);
    const stranger = await signedInUser();
    const refused = await submit(stranger.token, { quiz_id: course.finalQuiz.id, answer_detail: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.error_code).toBe('PURCHASE_REQUIRED');
  });
});
