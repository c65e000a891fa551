import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db/client';
import { quizAttempts } from '@/server/db/schema/attempts';
import * as attemptRepository from '@/server/repositories/attempt-repository';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import type { Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { createExamCourse, serveExamApi } from '../helpers/exam';
import { holdNextCall } from '../helpers/hold-next-call';
import { signedInUser } from '../helpers/users';

// The real count, which a test can hold once it has answered.
vi.mock('@/server/repositories/attempt-repository', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/repositories/attempt-repository')>();
  return { ...actual, countClosedStrict: vi.fn(actual.countClosedStrict) };
});

let api: Api;
beforeAll(async () => {
  api = await serveExamApi();
});
afterAll(() => api.close());

describeEachDatabase('strict attempts: the limit under racing starts', () => {
  it('a start held after its count cannot add an attempt past the limit', async () => {
    const course = await createExamCourse('limit-race');
    const learner = await signedInUser();
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId: course.courseId, source: 'purchase' });
    const quizId = course.finalQuiz.id; // two strict attempts allowed
    const start = () => api.call(`/api/exam/quizzes/${quizId}/full-exam?mode=strict`, { token: learner.token });
    const submit = (attemptId: number) =>
      api.call('/api/exam/quizzes/submit', {
        token: learner.token,
        body: { quiz_id: quizId, attempt_id: attemptId, answer_detail: [] },
      });
    // One of the two attempts used.
    expect((await submit((await start()).body.data.attempt.id)).status).toBe(201);

    // The next start counts one used attempt, then waits.
    const count = holdNextCall(vi.mocked(attemptRepository.countClosedStrict));
    const held = start();
    await count.answered;
    // Meanwhile another start, and that attempt's submission.
    const other = (async () => {
      const started = await start();
      return submit(started.body.data.attempt.id);
    })();
    await Promise.race([other, new Promise((resolve) => setTimeout(resolve, 500))]);
    count.release();
    await Promise.all([held, other]);

    const strict = await getDb()
      .select()
      .from(quizAttempts)
      .where(
        and(eq(quizAttempts.userId, learner.user.id), eq(quizAttempts.quizId, quizId), eq(quizAttempts.mode, 'strict')),
      );
    expect(strict.length).toBeLessThanOrEqual(2);
  });
});
