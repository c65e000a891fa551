import { afterAll, beforeAll, expect, it } from 'vitest';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import type { Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { createExamCourse, serveExamApi, type ExamCourse } from '../helpers/exam';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveExamApi();
});
afterAll(() => api.close());

describeEachDatabase('GET /api/exam/quizzes/{id}/full-exam', () => {
  let course: ExamCourse;
  let learner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    course = await createExamCourse('full-exam');
    learner = await signedInUser();
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId: course.courseId, source: 'purchase' });
  });

  const fullExam = (quizId: number, mode: string, token?: string, headers?: Record<string, string>) =>
    api.call(`/api/exam/quizzes/${quizId}/full-exam?mode=${mode}`, { token, headers });

  it('needs a session and a valid mode', async () => {
    expect((await fullExam(course.freeQuiz.id, 'practice')).status).toBe(401);
    const bad = await fullExam(course.freeQuiz.id, 'exam', learner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('mode');
  });

  it('practice mode sends the key: correct flags, orders and explanations', async () => {
    const { status, body } = await fullExam(course.freeQuiz.id, 'practice', learner.token);
    expect(status).toBe(200);
    expect(body.data.mode).toBe('practice');
    expect(body.data.attempt).toBeNull();
    expect(body.data.quiz_info).toMatchObject({ id: course.freeQuiz.id, question_count: 6, time_limit_s: 600 });
    const [single, , , ordering] = body.data.exam;
    expect(single.list_answer.map((item: { correct: boolean }) => item.correct)).toEqual([false, true, false]);
    expect(ordering.list_answer.map((item: { order: number }) => item.order)).toEqual([2, 1, 3]);
    expect(single.explanation).toBe('Why: Pick B');
  });

  it('strict mode never sends correct, order or explanation, and starts an attempt with a deadline', async () => {
    const before = Date.now();
    const { status, body } = await fullExam(course.freeQuiz.id, 'strict', learner.token);
    expect(status).toBe(200);
    const exam = body.data.exam as Record<string, unknown>[];
    expect(exam).toHaveLength(6);
    for (const question of exam) {
      expect(Object.keys(question).sort()).toEqual([
        'content',
        'id',
        'is_flagged',
        'list_answer',
        'question_type',
        'user_answer',
      ]);
      for (const item of question.list_answer as Record<string, unknown>[])
        expect(Object.keys(item)).toEqual(['content']);
    }
    const { started_at, deadline } = body.data.attempt;
    expect(Date.parse(started_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(deadline) - Date.parse(started_at)).toBe(600_000);
  });

  it('resumes the open attempt with its saved answers and flags', async () => {
    const first = await fullExam(course.freeQuiz.id, 'strict', learner.token);
    const attemptId = first.body.data.attempt.id;
    const [q1, q2] = course.freeQuiz.questionIds;
    const saved = await api.call(`/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token: learner.token,
      body: {
        answers: [
          { quiz_question_id: q1, user_answer: [2], is_flagged: true },
          { quiz_question_id: q2, user_answer: [0, 1] },
        ],
      },
    });
    expect(saved.status).toBe(200);

    const again = await fullExam(course.freeQuiz.id, 'strict', learner.token);
    expect(again.body.data.attempt.id).toBe(attemptId);
    const [first1, first2, first3] = again.body.data.exam;
    expect([first1.user_answer, first1.is_flagged]).toEqual([[2], true]);
    expect([first2.user_answer, first2.is_flagged]).toEqual([[0, 1], false]);
    expect([first3.user_answer, first3.is_flagged]).toEqual([[], false]);
  });

  it('answers in the requested language', async () => {
    const { body } = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/full-exam?mode=practice&lang=vi`, {
      token: learner.token,
    });
    expect(body.data.exam[0].content).toBe('Pick B (vi)');
    expect(body.data.exam[0].list_answer[0].content).toBe('A (vi)');
    expect(body.data.exam[0].explanation).toBe('Vì sao: Pick B');
  });

  it('opens the Free Test to everyone signed in, the other quizzes only to enrolled learners', async () => {
    const stranger = await signedInUser();
    expect((await fullExam(course.freeQuiz.id, 'practice', stranger.token)).status).toBe(200);
    for (const mode of ['practice', 'strict']) {
      const refused = await fullExam(course.finalQuiz.id, mode, stranger.token);
      expect(refused.status).toBe(403);
      expect(refused.body.error.error_code).toBe('PURCHASE_REQUIRED');
    }
    const admin = await signedInUser('admin');
    expect((await fullExam(course.finalQuiz.id, 'practice', admin.token)).status).toBe(200);
    expect((await fullExam(course.finalQuiz.id, 'practice', learner.token)).status).toBe(200);
  });

  it('unknown quizzes are 404', async () => {
    const { status, body } = await fullExam(987654, 'practice', learner.token);
    expect(status).toBe(404);
    expect(body.error.error_code).toBe('NOT_FOUND');
  });

  it('two starts at once open one attempt', async () => {
    const racer = await signedInUser();
    const replies = await Promise.all([1, 2, 3].map(() => fullExam(course.freeQuiz.id, 'strict', racer.token)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.data.attempt.id)).size).toBe(1);
  });

  it('a cross-site request cannot start an attempt, but may resume one', async () => {
    const visitor = await signedInUser();
    const crossSite = { 'Sec-Fetch-Site': 'cross-site' };
    const refused = await fullExam(course.freeQuiz.id, 'strict', visitor.token, crossSite);
    expect(refused.status).toBe(403);
    expect(refused.body.error.error_code).toBe('FORBIDDEN');

    const started = await fullExam(course.freeQuiz.id, 'strict', visitor.token, { 'Sec-Fetch-Site': 'same-origin' });
    expect(started.status).toBe(200);
    const resumed = await fullExam(course.freeQuiz.id, 'strict', visitor.token, crossSite);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.attempt.id).toBe(started.body.data.attempt.id);
  });

  it('refuses a new strict attempt once the allowed ones are used, and keeps practice open', async () => {
    const learner2 = await signedInUser();
    await enrolmentRepository.enrol({ userId: learner2.user.id, courseId: course.courseId, source: 'purchase' });
    // The final quiz allows two strict attempts.
    for (let round = 0; round < 2; round += 1) {
      const started = await fullExam(course.finalQuiz.id, 'strict', learner2.token);
      expect(started.status).toBe(200);
      const submitted = await api.call('/api/exam/quizzes/submit', {
        token: learner2.token,
        body: { quiz_id: course.finalQuiz.id, attempt_id: started.body.data.attempt.id, answer_detail: [] },
      });
      expect(submitted.status).toBe(201);
    }
    const third = await fullExam(course.finalQuiz.id, 'strict', learner2.token);
    expect(third.status).toBe(403);
    expect(third.body.error.error_code).toBe('ATTEMPTS_EXHAUSTED');
    expect((await fullExam(course.finalQuiz.id, 'practice', learner2.token)).status).toBe(200);
  });
});
