import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import type { Api } from '../helpers/api';
import { auditOf, serveAdminApi } from '../helpers/admin';
import { createCourse } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveAdminApi();
});
afterAll(() => api.close());
isolateRateLimits();

const both = (text: string) => ({ en: text, vi: `${text} (vi)` });
const item = (text: string, flags: { correct?: boolean; order?: number | null } = {}) => ({
  content: both(text),
  correct: flags.correct ?? false,
  order: flags.order ?? null,
});

/** One question of each of the six types, as the editor sends them, with a right answer (ids by position). */
const DRAFTS = [
  {
    draft: { question_type: 1, content: both('Pick B'), answers: [item('A'), item('B', { correct: true })] },
    right: [1],
  },
  {
    draft: {
      question_type: 2,
      content: both('Pick A and C'),
      answers: [item('A', { correct: true }), item('B'), item('C', { correct: true })],
    },
    right: [0, 2],
  },
  {
    draft: {
      question_type: 3,
      content: both('Sky is blue'),
      answers: [item('True', { correct: true }), item('False')],
    },
    right: [0],
  },
  {
    draft: {
      question_type: 4,
      content: both('Order'),
      answers: [item('two', { order: 2 }), item('one', { order: 1 })],
    },
    right: [1, 0],
  },
  {
    draft: {
      question_type: 5,
      content: both('Bugs'),
      answers: [item('ok'), item('bug 1', { correct: true }), item('bug 2', { correct: true })],
    },
    right: [1, 2],
  },
  {
    draft: {
      question_type: 6,
      content: both('Hello world'),
      answers: [item('world', { order: 2 }), item('hello', { order: 1 }), item('banana')],
    },
    right: [1, 0],
  },
] as const;

const SETTINGS = {
  title: both('Final exam'),
  time_limit_s: 600,
  pass_mark_percent: 50,
  attempts_allowed: null,
  modes: ['practice', 'strict'],
};

describeEachDatabase('the back office: quizzes and questions', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let learner: Awaited<ReturnType<typeof signedInUser>>;
  let courseId: number;
  beforeAll(async () => {
    admin = await signedInUser('admin');
    learner = await signedInUser();
    courseId = await createCourse({
      slug: 'quiz-admin-course',
      titleEn: 'Quiz admin',
      titleVi: 'Quản trị bài kiểm tra',
    });
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'admin' });
  });
  const asAdmin = (path: string, options: { method?: string; body?: unknown } = {}) =>
    api.call(path, { ...options, token: admin.token });
  const newQuiz = async (overrides: Record<string, unknown> = {}) => {
    const reply = await asAdmin('/api/admin/quizzes', {
      method: 'POST',
      body: { ...SETTINGS, course_id: courseId, group: { name: both('Final') }, ...overrides },
    });
    expect(reply.status).toBe(201);
    return reply.body.data as { id: number; questions: { id: number }[] };
  };

  it('every quiz call needs the admin role: 401 signed out, 403 for a learner', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/quizzes'],
      ['POST', '/api/admin/quizzes', { ...SETTINGS, course_id: courseId, group: { name: both('x') } }],
      ['GET', '/api/admin/quizzes/1'],
      ['PUT', '/api/admin/quizzes/1', SETTINGS],
      ['DELETE', '/api/admin/quizzes/1'],
      ['POST', '/api/admin/quizzes/1/questions', DRAFTS[0].draft],
      ['PUT', '/api/admin/quizzes/1/question-order', { question_ids: [] }],
      ['POST', '/api/admin/quizzes/1/import', { format: 'gift', text: '', dry_run: true }],
      ['GET', '/api/admin/quizzes/1/export'],
      ['GET', '/api/admin/quizzes/1/statistics'],
      ['PUT', '/api/admin/questions/1', DRAFTS[0].draft],
      ['DELETE', '/api/admin/questions/1'],
      ['POST', '/api/admin/questions/1/duplicate'],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.call(path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(path, { method, body, token: learner.token })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('validates settings and questions: 400 naming the field', async () => {
    const badSettings = await asAdmin('/api/admin/quizzes', {
      method: 'POST',
      body: { ...SETTINGS, course_id: courseId, group: { name: both('Final') }, time_limit_s: 5, modes: [] },
    });
    expect(badSettings.status).toBe(400);
    expect(Object.keys(badSettings.body.error.fields)).toEqual(expect.arrayContaining(['time_limit_s', 'modes']));
    const quiz = await newQuiz();
    const twoCorrect = await asAdmin(`/api/admin/quizzes/${quiz.id}/questions`, {
      method: 'POST',
      body: {
        question_type: 1,
        content: both('x'),
        answers: [item('A', { correct: true }), item('B', { correct: true })],
      },
    });
    expect(twoCorrect.status).toBe(400);
    expect(twoCorrect.body.error.fields).toHaveProperty('answers');
    const badOrder = await asAdmin(`/api/admin/quizzes/${quiz.id}/questions`, {
      method: 'POST',
      body: { question_type: 4, content: both('x'), answers: [item('A', { order: 1 }), item('B', { order: 3 })] },
    });
    expect(badOrder.status).toBe(400);
    expect(Object.keys(badOrder.body.error.fields).some((field) => field.startsWith('answers'))).toBe(true);
  });

  describe('a quiz written in the back office and taken by a learner', () => {
    let quizId: number;
    let questionIds: number[];

    it('takes one question of each of the six types, audited', async () => {
      quizId = (await newQuiz()).id;
      let reply;
      for (const { draft } of DRAFTS) {
        reply = await asAdmin(`/api/admin/quizzes/${quizId}/questions`, { method: 'POST', body: draft });
        expect(reply.status, `type ${draft.question_type}`).toBe(201);
      }
      const quiz = reply!.body.data;
      expect(quiz.question_count).toBe(6);
      expect(quiz.questions.map((question: { question_type: number }) => question.question_type)).toEqual([
        1, 2, 3, 4, 5, 6,
      ]);
      questionIds = quiz.questions.map((question: { id: number }) => question.id);
      const [audit] = await auditOf(api, admin.token, 'question', questionIds[5]!);
      expect(audit).toMatchObject({ action: 'question.create', after: { question_type: 6 } });
    });

    it('a learner gets the quiz and is graded right on every type', async () => {
      const exam = await api.call(`/api/exam/quizzes/${quizId}/full-exam?mode=practice`, { token: learner.token });
      expect(exam.status).toBe(200);
      const submit = await api.call('/api/exam/quizzes/submit', {
        method: 'POST',
        token: learner.token,
        body: {
          quiz_id: quizId,
          answer_detail: questionIds.map((id, index) => ({ quiz_question_id: id, user_answer: DRAFTS[index]!.right })),
        },
      });
      expect(submit.status).toBe(201);
      expect(submit.body.data).toMatchObject({ correct_answer: 6, score: 100 });
    });

    it('editing an answered question keeps the graded attempt as it was (a new version takes its place)', async () => {
      // Make A the right answer of the single-choice question the learner answered B to.
      const edited = await asAdmin(`/api/admin/questions/${questionIds[0]}`, {
        method: 'PUT',
        body: { question_type: 1, content: both('Pick A now'), answers: [item('A', { correct: true }), item('B')] },
      });
      expect(edited.status).toBe(200);
      const newId = edited.body.data.questions[0].id;
      expect(newId).not.toBe(questionIds[0]);
      expect(edited.body.data.questions[0]).toMatchObject({
        content: both('Pick A now'),
        answered: false,
        position: 0,
      });
      expect(edited.body.data.question_count).toBe(6);

      const histories = await api.call(`/api/exam/quizzes/${quizId}/my-answer-histories`, { token: learner.token });
      const historyId = histories.body.data[0].id;
      const history = await api.call(`/api/exam/quiz-answer-histories/${historyId}`, { token: learner.token });
      expect(history.body.data).toMatchObject({ correct_answer: 6, score: 100 });
      const first = history.body.data.answer_detail[0];
      expect(first).toMatchObject({ quiz_question_id: questionIds[0], content: 'Pick B', is_correct: true });
      const [audit] = await auditOf(api, admin.token, 'question', newId);
      expect(audit).toMatchObject({ action: 'question.version', before: { replaced_question_id: questionIds[0] } });
      questionIds[0] = newId;
    });

    it('duplicates, reorders and deletes questions, keeping positions 0..n-1', async () => {
      const duplicated = await asAdmin(`/api/admin/questions/${questionIds[1]}/duplicate`, { method: 'POST' });
      const ids = duplicated.body.data.questions.map((question: { id: number }) => question.id);
      expect(ids).toHaveLength(7);
      expect(ids.slice(0, 2)).toEqual(questionIds.slice(0, 2));
      const copyId = ids[2];
      expect(duplicated.body.data.questions[2].content).toEqual(duplicated.body.data.questions[1].content);

      const reversed = [...ids].reverse();
      const reordered = await asAdmin(`/api/admin/quizzes/${quizId}/question-order`, {
        method: 'PUT',
        body: { question_ids: reversed },
      });
      expect(reordered.body.data.questions.map((question: { id: number }) => question.id)).toEqual(reversed);
      const stale = await asAdmin(`/api/admin/quizzes/${quizId}/question-order`, {
        method: 'PUT',
        body: { question_ids: reversed.slice(1) },
      });
      expect(stale.status).toBe(400);

      const removed = await asAdmin(`/api/admin/questions/${copyId}`, { method: 'DELETE' });
      expect(removed.body.data.questions.map((question: { position: number }) => question.position)).toEqual([
        0, 1, 2, 3, 4, 5,
      ]);
      expect(removed.body.data.question_count).toBe(6);
    });

    it('answers the statistics: facility per question, score distribution, pass rate', async () => {
      const stats = await asAdmin(`/api/admin/quizzes/${quizId}/statistics`);
      expect(stats.status).toBe(200);
      expect(stats.body.data).toMatchObject({ attempts: 1, pass_rate: 1, mean_score: 100, pass_mark_percent: 50 });
      const bucket = stats.body.data.score_distribution.at(-1);
      expect(bucket).toMatchObject({ from: 90, to: 100, count: 1 });
      // The new version of the first question was in no attempt; the others were answered right.
      const byId = new Map(
        stats.body.data.questions.map((entry: { question_id: number }) => [entry.question_id, entry]),
      );
      expect(byId.get(questionIds[0])).toMatchObject({ attempts: 0, facility_index: null });
      expect(byId.get(questionIds[3])).toMatchObject({ attempts: 1, facility_index: 1 });
    });

    it('a quiz with attempts is never deleted', async () => {
      const refused = await asAdmin(`/api/admin/quizzes/${quizId}`, { method: 'DELETE' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.error_code).toBe('QUIZ_HAS_ATTEMPTS');
    });
  });

  describe('import and export', () => {
    const GIFT = [
      '::Q1:: 2 + 2 = ? {=4 ~3 ~5}',
      '',
      'The sky is green. {F}',
      '',
      'Pick the primes {~%50%2 ~%50%3 ~%-100%4}',
      '',
      '::Q4:: Capital of France? {=Paris ~Rome ~Berlin}',
      '',
      'Water boils at 100 °C at sea level. {T}',
    ].join('\n');

    it('a dry run reports each question with its line and writes nothing', async () => {
      const quiz = await newQuiz();
      const reply = await asAdmin(`/api/admin/quizzes/${quiz.id}/import`, {
        method: 'POST',
        body: { format: 'gift', text: GIFT, dry_run: true },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ dry_run: true, imported: 0, errors: [] });
      expect(
        reply.body.data.questions.map((question: { line: number; question_type: number }) => [
          question.line,
          question.question_type,
        ]),
      ).toEqual([
        [1, 1],
        [3, 3],
        [5, 2],
        [7, 1],
        [9, 3],
      ]);
      expect((await asAdmin(`/api/admin/quizzes/${quiz.id}`)).body.data.questions).toEqual([]);
    });

    it('imports all or nothing: one bad question and none is written', async () => {
      const quiz = await newQuiz();
      const bad = `${GIFT}\n\nWhat is matched? {=a -> 1 =b -> 2}`;
      const refused = await asAdmin(`/api/admin/quizzes/${quiz.id}/import`, {
        method: 'POST',
        body: { format: 'gift', text: bad, dry_run: false },
      });
      expect(refused.status).toBe(200);
      expect(refused.body.data.imported).toBe(0);
      expect(refused.body.data.questions.at(-1)).toMatchObject({
        line: 11,
        errors: [expect.objectContaining({ code: 'UNSUPPORTED_QUESTION_TYPE' })],
      });
      expect((await asAdmin(`/api/admin/quizzes/${quiz.id}`)).body.data.questions).toEqual([]);

      const done = await asAdmin(`/api/admin/quizzes/${quiz.id}/import`, {
        method: 'POST',
        body: { format: 'gift', text: GIFT },
      });
      expect(done.body.data.imported).toBe(5);
      const after = await asAdmin(`/api/admin/quizzes/${quiz.id}`);
      expect(after.body.data.questions).toHaveLength(5);
      expect(after.body.data.question_count).toBe(5);
      const [audit] = await auditOf(api, admin.token, 'quiz', quiz.id);
      expect(audit).toMatchObject({ action: 'question.import', after: { format: 'gift', imported: 5 } });
    });

    it('exports the CSV that imports back to the same questions', async () => {
      const source = await newQuiz();
      for (const { draft } of DRAFTS) {
        await asAdmin(`/api/admin/quizzes/${source.id}/questions`, { method: 'POST', body: draft });
      }
      const exported = await api.raw(`/api/admin/quizzes/${source.id}/export`, { token: admin.token });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toContain('text/csv');
      expect(exported.headers.get('content-disposition')).toContain('attachment');
      const csv = await exported.text();
      const target = await newQuiz();
      const imported = await asAdmin(`/api/admin/quizzes/${target.id}/import`, {
        method: 'POST',
        body: { format: 'csv', text: csv },
      });
      expect(imported.body.data.imported).toBe(6);
      const strip = (quiz: { questions: Record<string, unknown>[] }) =>
        quiz.questions.map((question) => ({ ...question, id: undefined, answered: undefined }));
      const [from, to] = await Promise.all([
        asAdmin(`/api/admin/quizzes/${source.id}`),
        asAdmin(`/api/admin/quizzes/${target.id}`),
      ]);
      expect(strip(to.body.data)).toEqual(strip(from.body.data));
    });

    it('imports 1,000 questions in under 5 s', async () => {
      const quiz = await newQuiz();
      const text = Array.from(
        { length: 1_000 },
        (_, index) => `::Q${index}:: Question ${index}? {=right ~wrong ~other}`,
      ).join('\n\n');
      const started = performance.now();
      const reply = await asAdmin(`/api/admin/quizzes/${quiz.id}/import`, {
        method: 'POST',
        body: { format: 'gift', text },
      });
      const elapsed = performance.now() - started;
      expect(reply.body.data.imported).toBe(1_000);
      expect(elapsed).toBeLessThan(5_000);
    });
  });

  describe('modes and shuffling', () => {
    it('refuses a mode the quiz does not offer, and says which it offers', async () => {
      const quiz = await newQuiz({ modes: ['strict'] });
      const detail = await api.call(`/api/exam/quizzes/${quiz.id}`, { token: learner.token });
      expect(detail.body.data.modes).toEqual(['strict']);
      const practice = await api.call(`/api/exam/quizzes/${quiz.id}/full-exam?mode=practice`, { token: learner.token });
      expect(practice.status).toBe(403);
      expect(practice.body.error.error_code).toBe('MODE_NOT_OFFERED');
    });

    it('shuffles questions and answers per attempt, and grades the ids the learner saw', async () => {
      const quiz = await newQuiz({ shuffle_questions: true, shuffle_answers: true });
      for (const { draft } of DRAFTS) {
        await asAdmin(`/api/admin/quizzes/${quiz.id}/questions`, { method: 'POST', body: draft });
      }
      const stored = (await asAdmin(`/api/admin/quizzes/${quiz.id}`)).body.data.questions as {
        id: number;
        answers: { content: { en: string } }[];
      }[];
      const exam = await api.call(`/api/exam/quizzes/${quiz.id}/full-exam?mode=strict`, { token: learner.token });
      expect(exam.status).toBe(200);
      const shown = exam.body.data.exam as { id: number; list_answer: { content: string }[] }[];
      expect(shown.map((question) => question.id).sort()).toEqual(stored.map((question) => question.id).sort());
      // Answer each question right, naming the items by their place in the list as shown.
      const detail = shown.map((question) => {
        const original = stored.find((candidate) => candidate.id === question.id)!;
        const right = DRAFTS[stored.indexOf(original)]!.right;
        const texts = right.map((position) => original.answers[position]!.content.en);
        return {
          quiz_question_id: question.id,
          user_answer: texts.map((text) => question.list_answer.findIndex((answer) => answer.content === text)),
        };
      });
      // The server did shuffle: some question's items come in another order than stored.
      expect(
        shown.some((question) => {
          const original = stored.find((candidate) => candidate.id === question.id)!;
          return question.list_answer.some((answer, index) => answer.content !== original.answers[index]!.content.en);
        }),
      ).toBe(true);
      const reload = await api.call(`/api/exam/quizzes/${quiz.id}/full-exam?mode=strict`, { token: learner.token });
      expect(reload.body.data.exam.map((question: { id: number }) => question.id)).toEqual(
        shown.map((question) => question.id),
      );
      const submit = await api.call('/api/exam/quizzes/submit', {
        method: 'POST',
        token: learner.token,
        body: {
          quiz_id: quiz.id,
          attempt_id: exam.body.data.attempt.id,
          answer_detail: detail.filter((answer) => new Set(answer.user_answer).size === answer.user_answer.length),
        },
      });
      expect(submit.status).toBe(201);
      expect(submit.body.data).toMatchObject({ correct_answer: 6, score: 100 });
    });
  });
});
