import { afterAll, beforeAll, expect, it } from 'vitest';
import { getServerSideProps as quizPage } from '@/pages/quiz/[id]/index';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import type { Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { answerDetail, createExamCourse, serveExamApi, type ExamCourse } from '../helpers/exam';
import { signedInUser } from '../helpers/users';
import { pageContext } from '../../fixtures/page-context';

let api: Api;
beforeAll(async () => {
  api = await serveExamApi();
});
afterAll(() => api.close());

describeEachDatabase('answer histories and the quiz detail', () => {
  let course: ExamCourse;
  beforeAll(async () => {
    course = await createExamCourse('histories');
  });

  const practice = (token: string, quizId: number, rightCount: number) => {
    const fixture = quizId === course.freeQuiz.id ? course.freeQuiz : course.finalQuiz;
    return api.call('/api/exam/quizzes/submit', {
      token,
      body: {
        quiz_id: quizId,
        answer_detail: answerDetail(fixture, (id) =>
          fixture.questionIds.indexOf(id) < rightCount ? fixture.right.get(id)! : fixture.wrong.get(id)!,
        ),
        total_time: 60,
      },
    });
  };

  it("lists the caller's closed attempts at the quiz, newest first, a page at a time", async () => {
    const learner = await signedInUser();
    const other = await signedInUser();
    const ids: number[] = [];
    for (const rightCount of [1, 2, 3])
      ids.push((await practice(learner.token, course.freeQuiz.id, rightCount)).body.data.id);
    await practice(other.token, course.freeQuiz.id, 6);
    // An open strict attempt is not a history yet.
    await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/full-exam?mode=strict`, { token: learner.token });

    const first = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/my-answer-histories?page_size=2`, {
      token: learner.token,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total_page: 2 });
    expect(first.body.data.map((history: { id: number }) => history.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data[0]).toMatchObject({ mode: 'practice', correct_answer: 3, score: 50, total_time: 60 });
    const second = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/my-answer-histories?page=2&page_size=2`, {
      token: learner.token,
    });
    expect(second.body.data.map((history: { id: number }) => history.id)).toEqual([ids[0]]);

    expect((await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/my-answer-histories`)).status).toBe(401);
    const unknown = await api.call('/api/exam/quizzes/999999/my-answer-histories', { token: learner.token });
    expect(unknown.status).toBe(404);
  });

  it("the quiz page charts the caller's last attempts, oldest first, past the history's first page", async () => {
    const learner = await signedInUser();
    const other = await signedInUser();
    const rights = [1, 3, 2, 5, 4, 6, 0, 2, 3, 5, 6, 1];
    for (const rightCount of rights) await practice(learner.token, course.freeQuiz.id, rightCount);
    await practice(other.token, course.freeQuiz.id, 6);
    const scoresOf = async (token?: string) => {
      const { context } = pageContext({
        cookie: token && `token=${token}`,
        resolvedUrl: `/quiz/${course.freeQuiz.id}`,
        params: { id: String(course.freeQuiz.id) },
      });
      const result = (await quizPage(context)) as { props: { scores: { score: number }[] | null } };
      return result.props.scores?.map((attempt) => attempt.score) ?? null;
    };
    // Twelve attempts: more than the history's first page (10), all of them on the chart.
    expect(await scoresOf(learner.token)).toEqual(rights.map((right) => Math.round((right / 6) * 10_000) / 100));
    // One attempt fits the first page: the chart reuses it.
    expect(await scoresOf(other.token)).toEqual([100]);
    expect(await scoresOf(undefined)).toBeNull();
  });

  it('a history shows every question with the own and the correct answer, in the asked language', async () => {
    const learner = await signedInUser();
    const submitted = await practice(learner.token, course.freeQuiz.id, 4);
    const { status, body } = await api.call(`/api/exam/quiz-answer-histories/${submitted.body.data.id}?lang=vi`, {
      token: learner.token,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: submitted.body.data.id,
      correct_answer: 4,
      question_count: 6,
      quiz_info: { id: course.freeQuiz.id, course_title: 'Khóa histories', question_count: 6 },
    });
    const [single, , , , positions] = body.data.answer_detail;
    expect(single).toMatchObject({
      content: 'Pick B (vi)',
      explanation: 'Vì sao: Pick B',
      user_answer: [1],
      is_correct: true,
      list_answer: [
        { content: 'A (vi)', correct: false, order: null },
        { content: 'B (vi)', correct: true, order: null },
        { content: 'C (vi)', correct: false, order: null },
      ],
    });
    expect(positions).toMatchObject({ question_type: 5, user_answer: [1], is_correct: false });
  });

  it("someone else's history, an open attempt and an unknown id are all 404", async () => {
    const owner = await signedInUser();
    const submitted = await practice(owner.token, course.freeQuiz.id, 2);
    const stranger = await signedInUser();
    const theirs = await api.call(`/api/exam/quiz-answer-histories/${submitted.body.data.id}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.error_code).toBe('NOT_FOUND');

    const admin = await signedInUser('admin');
    expect(
      (await api.call(`/api/exam/quiz-answer-histories/${submitted.body.data.id}`, { token: admin.token })).status,
    ).toBe(404);

    const open = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}/full-exam?mode=strict`, {
      token: owner.token,
    });
    const openId = open.body.data.attempt.id;
    expect((await api.call(`/api/exam/quiz-answer-histories/${openId}`, { token: owner.token })).status).toBe(404);
    expect((await api.call('/api/exam/quiz-answer-histories/424242', { token: owner.token })).status).toBe(404);
    expect((await api.call(`/api/exam/quiz-answer-histories/${submitted.body.data.id}`)).status).toBe(401);
  });

  it('the quiz detail tells each viewer where they stand', async () => {
    const url = `/api/exam/quizzes/${course.finalQuiz.id}`;
    const anonymous = await api.call(url);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({
      id: course.finalQuiz.id,
      title: 'Final',
      time_limit_s: 600,
      pass_mark_percent: 60,
      question_count: 6,
      attempts_allowed: 2,
      course: { id: course.courseId, slug: 'histories', title: 'Course histories' },
      group: { group_name: 'Practice', is_free_test: false },
      attempts_used: 0,
      open_attempt: null,
      blocked_by: 'SIGN_IN',
    });
    expect(Math.abs(Date.parse(anonymous.body.data.server_time) - Date.now())).toBeLessThan(5_000);
    const vi = await api.call(`${url}?lang=vi`);
    expect(vi.body.data).toMatchObject({ title: 'Final (vi)', group: { group_name: 'Luyện tập' } });

    const stranger = await signedInUser();
    expect((await api.call(url, { token: stranger.token })).body.data.blocked_by).toBe('PURCHASE_REQUIRED');
    const free = await api.call(`/api/exam/quizzes/${course.freeQuiz.id}`, { token: stranger.token });
    expect(free.body.data).toMatchObject({ blocked_by: null, group: { is_free_test: true } });

    const learner = await signedInUser();
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId: course.courseId, source: 'purchase' });
    expect((await api.call(url, { token: learner.token })).body.data.blocked_by).toBeNull();

    const started = await api.call(`${url}/full-exam?mode=strict`, { token: learner.token });
    const withOpen = await api.call(url, { token: learner.token });
    expect(withOpen.body.data.open_attempt).toEqual(started.body.data.attempt);

    for (const attempt of [started.body.data.attempt.id, null]) {
      const attemptId =
        attempt ?? (await api.call(`${url}/full-exam?mode=strict`, { token: learner.token })).body.data.attempt.id;
      await api.call('/api/exam/quizzes/submit', {
        token: learner.token,
        body: { quiz_id: course.finalQuiz.id, attempt_id: attemptId, answer_detail: [] },
      });
    }
    const used = await api.call(url, { token: learner.token });
    expect(used.body.data).toMatchObject({ attempts_used: 2, open_attempt: null, blocked_by: 'ATTEMPTS_EXHAUSTED' });

    expect((await api.call('/api/exam/quizzes/31337')).status).toBe(404);
    expect((await api.call('/api/exam/quizzes/abc')).status).toBe(400);
  });
});
