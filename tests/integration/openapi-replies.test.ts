import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { openApiDocument } from '@/openapi/openapi-document';
import { DEMO_USERS } from '@/server/db/seed/demo-users';
import { seedDatabase } from '@/server/db/seed/seed-database';
import type { HttpMethod } from '@/server/http/handler';
import { openApiPath, type OpenApiDocument } from '@/server/openapi/build-openapi';
import * as contactMessageRepository from '@/server/repositories/contact-message-repository';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import * as lessonProgressRepository from '@/server/repositories/lesson-progress-repository';
import { backgroundWorkSettled } from '@/server/background-work';
import { serveApi, type Api, type ApiOptions } from './helpers/api';
import { loginToken, outboxMail, registerAccount, tokenFromMail } from './helpers/auth-routes';
import { createCourse } from './helpers/catalog';
import { startVisitorChat, withCredential, type VisitorChat } from './helpers/chat';
import { createAccountProduct, createSourceCode, ipnQuery, orderAndPay } from './helpers/commerce';
import { describeEachDatabase } from './helpers/databases';
import { documentedReplyChecker } from './helpers/documented-reply';
import { overrideEnv } from './helpers/env';
import { answerDetail, createExamCourse, type ExamCourse } from './helpers/exam';
import { startStandInProvider, type StandInProvider } from './helpers/oauth-provider';
import { addSubscriber, issueBody } from './helpers/newsletter';
import { isolateRateLimits } from './helpers/rate-limits';
import { addLessonCaptions, storeTestUpload } from './helpers/uploads';
import { signedInUser } from './helpers/users';
import { FORMAT_SAMPLES, mp4File } from '../fixtures/media-files';
import { readEventStream } from './helpers/event-stream';
import { insertCertificate } from './helpers/certificates';

/**
 * The API document against the API (issue 20, item 5): for every route and method of the
 * table, a real reply, over a database holding the demo content, must be the success the
 * document names for the call and validate against the schema it gives (JSON Schema
 * 2020-12, ajv): a field the reply schema does not list, a type or format it does not
 * allow, a field it requires and the reply lacks, a status it does not document, all fail
 * here. A route added without a sample fails too.
 */

interface Fixtures {
  api: Api;
  /** A learner enrolled in `course`, owner of a paid source-code order. */
  learner: { token: string; userId: string };
  admin: { token: string };
  course: ExamCourse;
  /** A published free course. */
  freeCourseId: number;
  /** A source code the learner bought (paid through the IPN) and its order. */
  bought: { productId: number; slug: string; orderId: string };
  chat: VisitorChat;
  provider: StandInProvider;
}

interface SampleRequest {
  path: string;
  options?: ApiOptions;
}

type Sample = (f: Fixtures) => Promise<SampleRequest> | SampleRequest;

/** A learner enrolled in the exam course with a finished lesson: one who may review it. */
async function mayReview(f: Fixtures): Promise<string> {
  const learner = await signedInUser();
  await enrolmentRepository.enrol({ userId: learner.user.id, courseId: f.course.courseId, source: 'purchase' });
  await lessonProgressRepository.upsert({
    userId: learner.user.id,
    lessonId: f.course.lessonIds[0],
    positionS: 60,
    completed: true,
  });
  return learner.token;
}

/** A review of the exam course, through the API, and its author's token. */
async function reviewed(f: Fixtures): Promise<{ token: string; id: number }> {
  const token = await mayReview(f);
  const reply = await f.api.call(`/api/exam/courses/${f.course.courseId}/reviews`, {
    token,
    body: { rating: 4, body: 'Useful <b>course</b>' },
  });
  return { token, id: reply.body.data.id };
}

/** A draft issue, through the API as the editor makes one. */
async function draftIssue(f: Fixtures): Promise<string> {
  return (await f.api.call('/api/admin/newsletter/issues', { token: f.admin.token, body: issueBody() })).body.data.id;
}

/** An issue whose send has run to its end (one reader), so its progress has counts. */
async function sentIssue(f: Fixtures): Promise<string> {
  await addSubscriber('confirmed', 'en');
  const id = await draftIssue(f);
  await f.api.call(`/api/admin/newsletter/issues/${id}/send`, { token: f.admin.token, method: 'POST' });
  await backgroundWorkSettled();
  return id;
}

/** A message in the contact inbox, as the contact form stores it. */
const sampleContact = () =>
  contactMessageRepository.create({
    name: 'Sample visitor',
    email: uniqueEmail('visitor'),
    phone: '0901 234 567',
    subject: 'A quote',
    message: 'Hello, I need a website.',
    language: 'vi',
  });

/** A draft post, started through the API. */
const samplePost = (f: Fixtures) =>
  dataOf<{ id: number }>(f, '/api/admin/posts', {
    token: f.admin.token,
    body: { language: 'en', title: `Sample post ${randomUUID().slice(0, 8)}` },
  });
/** A new showcase project's body (a draft: its slug and titles). */
const sampleOurWork = () => ({
  slug: `sample-${randomUUID().slice(0, 8)}`,
  title: { en: 'Sample project', vi: 'Dự án mẫu' },
  stack: ['Next.js'],
});

/** The seeded showcase's first project. */
async function firstOurWork(f: Fixtures): Promise<{ id: number }> {
  const [work] = await dataOf<{ id: number }[]>(f, '/api/admin/our-works', { token: f.admin.token });
  return work!;
}

/** A canned reply of the chat console (its id), made through the API. */
async function sampleCannedReply(f: Fixtures): Promise<number> {
  const reply = await dataOf<{ id: number }>(f, '/api/admin/chat/canned-replies', {
    token: f.admin.token,
    body: { language: 'en', shortcut: `price-${randomUUID().slice(0, 8)}`, text: 'Our courses start at 199.000 VND.' },
  });
  return reply.id;
}

const uniqueEmail = (name: string) => `${name}-${randomUUID()}@example.test`;

/** `data` of a call that must succeed, for the samples that find their ids through the API. */
async function dataOf<T = Record<string, unknown>>(f: Fixtures, path: string, options?: ApiOptions): Promise<T> {
  const reply = await f.api.call(path, options);
  if (reply.status >= 300) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

/** A new account, registered through the API (unverified), found by the back office's search. */
async function registeredUserId(f: Fixtures, tag: string): Promise<string> {
  const { email } = await registerAccount(f.api, uniqueEmail(tag));
  const [found] = await dataOf<{ id: string }[]>(f, `/api/admin/users?q=${encodeURIComponent(email)}`, {
    token: f.admin.token,
  });
  return found!.id;
}

const first = async (f: Fixtures, path: string) => (await dataOf<{ id: number; slug: string }[]>(f, path))[0]!;

/** An account with a password (the samples of the password calls need one). */
async function accountWithPassword(f: Fixtures) {
  const account = await registerAccount(f.api, uniqueEmail('sample'));
  return { ...account, token: await loginToken(f.api, account.email, account.password) };
}

/** A link's token from the newest mail to `to` whose subject matches. */
async function mailedToken(to: string, subject: RegExp, path?: string): Promise<string> {
  const mail = await outboxMail(to, subject);
  if (!path) return tokenFromMail(mail.text).token;
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((href) => new URL(href).pathname.endsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(link).searchParams.get('token')!;
}

/** An order paid at the sandbox gateway; with `approve_without_notice`, its IPN never came. */
async function sandboxPaid(f: Fixtures, decision: 'approve' | 'approve_without_notice' = 'approve') {
  const { orderId, request } = await pendingPayment(f);
  await f.api.call('/api/payments/sandbox/decision', { body: { params: request, decision } });
  return orderId;
}

/** A pending order of a new source code, and the signed payment request its payment started. */
async function pendingPayment(f: Fixtures) {
  const product = await createSourceCode();
  return orderAndPay(f.api, f.learner.token, [{ product_type: 'SOURCE', product_id: product.id }]);
}

/** What a sample changed that must be put back once its call is made (the Google settings). */
const afterSample: (() => void)[] = [];

async function googleSample(f: Fixtures, step: 'url' | 'login'): Promise<SampleRequest> {
  const restore = overrideEnv({
    GOOGLE_CLIENT_ID: f.provider.clientId,
    GOOGLE_CLIENT_SECRET: f.provider.clientSecret,
    GOOGLE_AUTHORIZE_URL: f.provider.authorizeUrl,
    GOOGLE_TOKEN_URL: f.provider.tokenUrl,
    GOOGLE_USERINFO_URL: f.provider.userinfoUrl,
  });
  // Put back once the sample's own call has been made (the next test starts after it).
  afterSample.push(restore);
  if (step === 'url') return { path: '/api/auth/google/login-url?redirectUrl=/courses' };
  const started = await f.api.call('/api/auth/google/login-url');
  const authorization = new URL(started.body.data.login_url);
  const state = authorization.searchParams.get('state')!;
  const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
  const code = f.provider.issueCode(
    { sub: randomUUID(), email: uniqueEmail('google'), email_verified: true, name: 'Google Person' },
    authorization,
  );
  return { path: '/api/auth/google/login', options: { body: { code, state }, headers: { Cookie: cookie } } };
}

/** One request per route and method, each answered with the call's documented success. */

/** A new draft course through the back office's API (each write sample works on its own). */
async function adminCourse(f: Fixtures, withCurriculum = false) {
  const body = {
    slug: `sample-${randomUUID().slice(0, 8)}`,
    title: { en: 'Sample course', vi: 'Khóa học mẫu' },
    price_vnd: 0,
    level: 'beginner',
    language: 'vi',
  };
  const course = await dataOf<{ id: number }>(f, '/api/admin/courses', { token: f.admin.token, body });
  if (!withCurriculum) return { id: course.id, sectionId: 0, lessonId: 0 };
  await dataOf(f, `/api/admin/courses/${course.id}/sections`, {
    token: f.admin.token,
    body: { title: { en: 'S', vi: 'C' } },
  });
  const sections = (
    await dataOf<{ sections: { id: number }[] }>(f, `/api/admin/courses/${course.id}`, { token: f.admin.token })
  ).sections;
  const withLesson = await dataOf<{ sections: { id: number; lessons: { id: number }[] }[] }>(
    f,
    `/api/admin/sections/${sections[0]!.id}/lessons`,
    { token: f.admin.token, body: { title: { en: 'L', vi: 'B' } } },
  );
  return { id: course.id, sectionId: sections[0]!.id, lessonId: withLesson.sections[0]!.lessons[0]!.id };
}

/** A new account-store product with one option and its two variants, a draft. */
const sampleAccountProduct = () => ({
  slug: `sample-${randomUUID().slice(0, 8)}`,
  type: 'storage',
  provider: 'Sample',
  title: { en: 'Sample storage', vi: 'Lưu trữ mẫu' },
  features: { en: ['1 TB'], vi: ['1 TB'] },
  delivery_kind: 'credentials',
  options: [
    {
      name: { en: 'Size', vi: 'Dung lượng' },
      values: [
        { code: '1-tb', label: { en: '1 TB', vi: '1 TB' } },
        { code: '2-tb', label: { en: '2 TB', vi: '2 TB' } },
      ],
    },
  ],
  variants: [
    { combination_key: '1-tb', price_vnd: 100_000, compare_at_price_vnd: 150_000 },
    { combination_key: '2-tb', price_vnd: 180_000 },
  ],
});

const SAMPLE_QUESTION = {
  question_type: 1,
  content: { en: 'Pick B', vi: 'Chọn B' },
  answers: [
    { content: { en: 'A', vi: 'A' }, correct: false, order: null },
    { content: { en: 'B', vi: 'B' }, correct: true, order: null },
  ],
};

/** A new quiz (in a new course) through the back office's API, with one question. */
async function adminQuiz(f: Fixtures) {
  const course = await adminCourse(f);
  const quiz = await dataOf<{ id: number }>(f, '/api/admin/quizzes', {
    token: f.admin.token,
    body: {
      course_id: course.id,
      group: { name: { en: 'Final', vi: 'Cuối khóa' } },
      title: { en: 'Sample quiz', vi: 'Bài mẫu' },
      time_limit_s: 600,
      pass_mark_percent: 50,
      attempts_allowed: null,
      modes: ['practice', 'strict'],
    },
  });
  const withQuestion = await dataOf<{ questions: { id: number }[] }>(f, `/api/admin/quizzes/${quiz.id}/questions`, {
    token: f.admin.token,
    body: SAMPLE_QUESTION,
  });
  return { id: quiz.id, questionId: withQuestion.questions[0]!.id };
}

/** A certificate of the fixture course, for a learner of its own. */
async function sampleCertificate(f: Fixtures) {
  return insertCertificate((await signedInUser()).user.id, f.course.courseId);
}

const SAMPLES: Record<string, Sample> = {
  'GET /api/health': () => ({ path: '/api/health' }),
  'GET /api/health/ready': () => ({ path: '/api/health/ready' }),
  'GET /api/metrics': () => {
    const token = 'sample-metrics-token-0123456789abcdef';
    afterSample.push(overrideEnv({ METRICS_TOKEN: token }));
    return { path: '/api/metrics', options: { headers: { authorization: `Bearer ${token}` } } };
  },
  'GET /api/openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /api/reference': () => ({ path: '/api/reference' }),

  'POST /api/auth/register': () => ({
    path: '/api/auth/register',
    options: { body: { email: uniqueEmail('register'), name: 'New Person', password: 'Tr0ub4dor&sample' } },
  }),
  'POST /api/auth/login': () => {
    const learner = DEMO_USERS.find((user) => user.role === 'user')!;
    return { path: '/api/auth/login', options: { body: { email: learner.email, password: learner.password } } };
  },
  'GET /api/auth/me': async () => ({ path: '/api/auth/me', options: { token: (await signedInUser()).token } }),
  'PATCH /api/auth/me': async () => ({
    path: '/api/auth/me',
    options: { method: 'PATCH', token: (await signedInUser()).token, body: { phone: '0901 234 567', address: '' } },
  }),
  'POST /api/auth/change-password': async (f) => {
    const account = await accountWithPassword(f);
    return {
      path: '/api/auth/change-password',
      options: { token: account.token, body: { current_password: account.password, new_password: 'N3w&sample-pass' } },
    };
  },
  'POST /api/auth/logout': async () => ({
    path: '/api/auth/logout',
    options: { method: 'POST', token: (await signedInUser()).token },
  }),
  'POST /api/auth/request-verify-mail': async (f) => {
    const { email } = await registerAccount(f.api, uniqueEmail('verify'));
    return {
      path: '/api/auth/request-verify-mail',
      options: { body: { token: await mailedToken(email, /email/i) } },
    };
  },
  'POST /api/auth/forget-password': () => ({
    path: '/api/auth/forget-password',
    options: { body: { email: DEMO_USERS.find((user) => user.role === 'user')!.email } },
  }),
  'POST /api/auth/reset-password': async (f) => {
    const { email } = await registerAccount(f.api, uniqueEmail('reset'));
    await f.api.call('/api/auth/forget-password', { body: { email } });
    return {
      path: '/api/auth/reset-password',
      options: { body: { token: await mailedToken(email, /password|mật khẩu/i), password: 'Re5et&sample-pass' } },
    };
  },
  'GET /api/auth/google/login-url': (f) => googleSample(f, 'url'),
  'POST /api/auth/google/login': (f) => googleSample(f, 'login'),

  'GET /api/exam/courses': () => ({ path: '/api/exam/courses?sort=newest&page=1' }),
  'GET /api/exam/courses/[id]': async (f) => ({
    path: `/api/exam/courses/${(await first(f, '/api/exam/courses')).id}?lang=vi`,
  }),
  'GET /api/exam/courses/slugs/[slug]': async (f) => ({
    path: `/api/exam/courses/slugs/${(await first(f, '/api/exam/courses')).slug}`,
    options: { token: f.learner.token },
  }),
  'GET /api/exam/courses/slugs/[slug]/purchased-status': async (f) => ({
    path: `/api/exam/courses/slugs/${(await first(f, '/api/exam/courses')).slug}/purchased-status`,
    options: { token: f.learner.token },
  }),
  'POST /api/exam/courses/[id]/enrol': async (f) => ({
    path: `/api/exam/courses/${f.freeCourseId}/enrol`,
    options: { method: 'POST', token: (await signedInUser()).token },
  }),
  'GET /api/exam/courses/[id]/reviews': async (f) => {
    await reviewed(f);
    return { path: `/api/exam/courses/${f.course.courseId}/reviews?sort=helpful`, options: { token: f.learner.token } };
  },
  'POST /api/exam/courses/[id]/reviews': async (f) => ({
    path: `/api/exam/courses/${f.course.courseId}/reviews`,
    options: { method: 'POST', token: await mayReview(f), body: { rating: 5, body: 'Great', language: 'vi' } },
  }),
  'GET /api/exam/courses/[id]/reviews/mine': async (f) => ({
    path: `/api/exam/courses/${f.course.courseId}/reviews/mine`,
    options: { token: (await reviewed(f)).token },
  }),
  'PATCH /api/exam/courses/[id]/reviews/mine': async (f) => ({
    path: `/api/exam/courses/${f.course.courseId}/reviews/mine`,
    options: { method: 'PATCH', token: (await reviewed(f)).token, body: { rating: 2 } },
  }),
  'DELETE /api/exam/courses/[id]/reviews/mine': async (f) => ({
    path: `/api/exam/courses/${f.course.courseId}/reviews/mine`,
    options: { method: 'DELETE', token: (await reviewed(f)).token },
  }),
  'POST /api/exam/courses/[id]/reviews/[reviewId]/helpful': async (f) => ({
    path: `/api/exam/courses/${f.course.courseId}/reviews/${(await reviewed(f)).id}/helpful`,
    options: { method: 'POST', token: f.learner.token },
  }),
  'DELETE /api/exam/courses/[id]/reviews/[reviewId]/helpful': async (f) => ({
    path: `/api/exam/courses/${f.course.courseId}/reviews/${(await reviewed(f)).id}/helpful`,
    options: { method: 'DELETE', token: f.learner.token },
  }),
  'GET /api/exam/group-categories': () => ({ path: '/api/exam/group-categories' }),
  'GET /api/exam/trending-courses': () => ({ path: '/api/exam/trending-courses' }),
  'GET /api/exam/my-courses': (f) => ({ path: '/api/exam/my-courses', options: { token: f.learner.token } }),
  'GET /api/certificates/[code]': async (f) => ({
    path: `/api/certificates/${(await sampleCertificate(f)).code}?lang=vi`,
  }),
  'GET /api/certificates/[code]/pdf': async (f) => ({
    path: `/api/certificates/${(await sampleCertificate(f)).code}/pdf`,
  }),
  'POST /api/admin/certificates/[code]/revoke': async (f) => ({
    path: `/api/admin/certificates/${(await sampleCertificate(f)).code}/revoke`,
    options: { token: f.admin.token, body: { reason: 'Sample revocation' } },
  }),
  'POST /api/admin/certificates/[code]/restore': async (f) => {
    const { code } = await sampleCertificate(f);
    await f.api.call(`/api/admin/certificates/${code}/revoke`, { token: f.admin.token, body: { reason: 'Sample' } });
    return { path: `/api/admin/certificates/${code}/restore`, options: { method: 'POST', token: f.admin.token } };
  },
  'GET /api/exam/lessons/[id]': (f) => ({
    path: `/api/exam/lessons/${f.course.lessonIds[1]}`,
    options: { token: f.learner.token },
  }),
  'GET /api/exam/lessons/[id]/video': (f) => ({
    path: `/api/exam/lessons/${f.course.lessonIds[1]}/video`,
    options: { token: f.learner.token },
  }),
  'GET /api/exam/lessons/[id]/captions/[lang]': async (f) => {
    await addLessonCaptions(f.course.lessonIds[1], 'vi');
    return { path: `/api/exam/lessons/${f.course.lessonIds[1]}/captions/vi`, options: { token: f.learner.token } };
  },
  'PUT /api/exam/lessons/[id]/progress': (f) => ({
    path: `/api/exam/lessons/${f.course.lessonIds[1]}/progress`,
    options: { method: 'PUT', token: f.learner.token, body: { position_s: 30 } },
  }),
  'GET /api/exam/quizzes/[id]': (f) => ({
    path: `/api/exam/quizzes/${f.course.finalQuiz.id}`,
    options: { token: f.learner.token },
  }),
  'GET /api/exam/quizzes/[id]/full-exam': (f) => ({
    path: `/api/exam/quizzes/${f.course.freeQuiz.id}/full-exam?mode=practice`,
    options: { token: f.learner.token },
  }),
  'PUT /api/exam/quiz-attempts/[id]/answers': async (f) => {
    const quiz = f.course.finalQuiz;
    const exam = await dataOf<{ attempt: { id: number } }>(f, `/api/exam/quizzes/${quiz.id}/full-exam?mode=strict`, {
      token: f.learner.token,
    });
    const questionId = quiz.questionIds[0]!;
    return {
      path: `/api/exam/quiz-attempts/${exam.attempt.id}/answers`,
      options: {
        method: 'PUT',
        token: f.learner.token,
        body: {
          answers: [{ quiz_question_id: questionId, user_answer: quiz.right.get(questionId), is_flagged: true }],
        },
      },
    };
  },
  'POST /api/exam/quizzes/submit': (f) => ({
    path: '/api/exam/quizzes/submit',
    options: {
      token: f.learner.token,
      body: {
        quiz_id: f.course.freeQuiz.id,
        answer_detail: answerDetail(f.course.freeQuiz, () => [0]),
        total_time: 42,
      },
    },
  }),
  'GET /api/exam/quizzes/[id]/my-answer-histories': async (f) => {
    await submitPractice(f);
    return {
      path: `/api/exam/quizzes/${f.course.freeQuiz.id}/my-answer-histories`,
      options: { token: f.learner.token },
    };
  },
  'GET /api/exam/quiz-answer-histories/[id]': async (f) => ({
    path: `/api/exam/quiz-answer-histories/${await submitPractice(f)}`,
    options: { token: f.learner.token },
  }),

  'GET /api/posts': () => ({ path: '/api/posts?page=1' }),
  'GET /api/posts/categories': () => ({ path: '/api/posts/categories?lang=vi' }),
  'GET /api/posts/slugs/[slug]': async (f) => ({ path: `/api/posts/slugs/${(await first(f, '/api/posts')).slug}` }),
  'GET /api/posts/slugs/[slug]/related': async (f) => ({
    path: `/api/posts/slugs/${(await first(f, '/api/posts')).slug}/related`,
  }),
  'POST /api/contacts': () => ({
    path: '/api/contacts',
    options: {
      body: {
        name: 'A Person',
        email: uniqueEmail('contact'),
        subject: 'Hello',
        message: 'A question about a course.',
      },
    },
  }),
  'POST /api/newsletter': () => ({ path: '/api/newsletter', options: { body: { email: uniqueEmail('reader') } } }),
  'POST /api/newsletter/confirm': async (f) => {
    const email = uniqueEmail('reader');
    await f.api.call('/api/newsletter', { body: { email } });
    return { path: '/api/newsletter/confirm', options: { body: { token: await mailedToken(email, /./) } } };
  },
  'POST /api/newsletter/unsubscribe': async (f) => {
    const email = uniqueEmail('reader');
    await f.api.call('/api/newsletter', { body: { email } });
    await f.api.call('/api/newsletter/confirm', { body: { token: await mailedToken(email, /./) } });
    const token = await mailedToken(email, /welcome|chào mừng/i, '/newsletter/unsubscribe');
    return { path: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, options: { method: 'POST' } };
  },

  'GET /api/source-codes': () => ({ path: '/api/source-codes?sort=popular' }),
  'GET /api/source-codes/filter-groups': () => ({ path: '/api/source-codes/filter-groups' }),
  'GET /api/source-codes/our-works': () => ({ path: '/api/source-codes/our-works?lang=vi' }),
  'GET /api/source-codes/[id]': async (f) => ({
    path: `/api/source-codes/${(await first(f, '/api/source-codes')).id}`,
  }),
  'GET /api/source-codes/slugs/[slug]': async (f) => ({
    path: `/api/source-codes/slugs/${(await first(f, '/api/source-codes')).slug}`,
  }),
  'GET /api/source-codes/slugs/[slug]/purchased-status': (f) => ({
    path: `/api/source-codes/slugs/${f.bought.slug}/purchased-status`,
    options: { token: f.learner.token },
  }),
  'GET /api/source-codes/[id]/download': (f) => ({
    path: `/api/source-codes/${f.bought.productId}/download`,
    options: { token: f.learner.token },
  }),
  'GET /api/source-codes/[id]/download-v2': (f) => ({
    path: `/api/source-codes/${f.bought.productId}/download-v2`,
    options: { token: f.learner.token },
  }),
  'GET /api/source-codes/[id]/file': async (f) => ({
    path: (
      await dataOf<{ path_file: string }>(f, `/api/source-codes/${f.bought.productId}/download-v2`, {
        token: f.learner.token,
      })
    ).path_file,
  }),

  'GET /api/account-stores': () => ({ path: '/api/account-stores?page=1' }),
  'GET /api/account-stores/dashboard': () => ({ path: '/api/account-stores/dashboard' }),
  'GET /api/account-stores/slugs/[slug]': async (f) => ({
    path: `/api/account-stores/slugs/${(await first(f, '/api/account-stores')).slug}`,
  }),
  'GET /api/account-stores/[id]/product': async (f) => {
    const card = await first(f, '/api/account-stores');
    const detail = await dataOf<{ default_combination_key: string }>(f, `/api/account-stores/slugs/${card.slug}`);
    return { path: `/api/account-stores/${card.id}/product?combination_key=${detail.default_combination_key}` };
  },

  'POST /api/orders': async (f) => ({
    path: '/api/orders',
    options: {
      token: f.learner.token,
      body: { items: [{ product_type: 'SOURCE', product_id: (await createSourceCode()).id }] },
    },
  }),
  // A paid account-store order: its reply carries the delivered stock item.
  'GET /api/orders/[id]': async (f) => {
    const card = await first(f, '/api/account-stores');
    const detail = await dataOf<{ default_combination_key: string }>(f, `/api/account-stores/slugs/${card.slug}`);
    const { token } = await signedInUser();
    const paid = await orderAndPay(f.api, token, [
      { product_type: 'ACCOUNT_STORE', product_id: card.id, combination_key: detail.default_combination_key },
    ]);
    await f.api.call(`/api/payments/vnpay/ipn?${ipnQuery(paid.request)}`);
    return { path: `/api/orders/${paid.orderId}`, options: { token } };
  },
  'POST /api/orders/[id]/payment': async (f) => {
    const order = await dataOf<{ id: string }>(f, '/api/orders', {
      token: f.learner.token,
      body: { items: [{ product_type: 'SOURCE', product_id: (await createSourceCode()).id }] },
    });
    return { path: `/api/orders/${order.id}/payment`, options: { method: 'POST', token: f.learner.token } };
  },
  'GET /api/orders/me': (f) => ({ path: '/api/orders/me?page=1', options: { token: f.learner.token } }),
  'POST /api/orders/[id]/check': async (f) => ({
    path: `/api/orders/${await sandboxPaid(f, 'approve_without_notice')}/check`,
    options: { method: 'POST', token: f.learner.token },
  }),
  'GET /api/payments/vnpay/ipn': async (f) => ({
    path: `/api/payments/vnpay/ipn?${ipnQuery((await pendingPayment(f)).request)}`,
  }),
  'GET /api/payments/vnpay/return': async (f) => {
    const { request } = await pendingPayment(f);
    await f.api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`);
    return { path: `/api/payments/vnpay/return?${ipnQuery(request)}` };
  },
  'POST /api/payments/sandbox/decision': async (f) => ({
    path: '/api/payments/sandbox/decision',
    options: { body: { params: (await pendingPayment(f)).request, decision: 'cancel' } },
  }),

  'POST /api/chat/initialize': () => ({
    path: '/api/chat/initialize',
    options: { body: { userName: 'Sample Visitor', userPhone: '0901 234 567' } },
  }),
  'GET /api/chat/messages': (f) => ({
    path: `/api/chat/messages?sessionId=${f.chat.sessionId}&lastMessageId=0`,
    options: withCredential(f.chat.credential),
  }),
  'POST /api/chat/messages': (f) => ({
    path: '/api/chat/messages',
    options: withCredential(f.chat.credential, { body: { sessionId: f.chat.sessionId, text: 'Hello there' } }),
  }),
  'PUT /api/chat/messages/read': (f) => ({
    path: '/api/chat/messages/read',
    options: withCredential(f.chat.credential, { method: 'PUT', body: { sessionId: f.chat.sessionId } }),
  }),
  'GET /api/chat/history': (f) => ({
    path: `/api/chat/history?sessionId=${f.chat.sessionId}`,
    options: withCredential(f.chat.credential),
  }),
  'PUT /api/chat/status': (f) => ({
    path: '/api/chat/status',
    options: withCredential(f.chat.credential, {
      method: 'PUT',
      body: { sessionId: f.chat.sessionId, status: 'online' },
    }),
  }),
  'GET /api/admin/dashboard': (f) => ({ path: '/api/admin/dashboard', options: { token: f.admin.token } }),
  'GET /api/admin/account-stores': (f) => ({
    path: '/api/admin/account-stores?type=learning',
    options: { token: f.admin.token },
  }),
  'POST /api/admin/account-stores': (f) => ({
    path: '/api/admin/account-stores',
    options: { token: f.admin.token, body: sampleAccountProduct() },
  }),
  'GET /api/admin/account-stores/[id]': async (f) => ({
    path: `/api/admin/account-stores/${(await createAccountProduct({ stock: 1 })).id}`,
    options: { token: f.admin.token },
  }),
  'PATCH /api/admin/account-stores/[id]': async (f) => ({
    path: `/api/admin/account-stores/${(await createAccountProduct({ stock: 1 })).id}`,
    options: {
      method: 'PATCH',
      token: f.admin.token,
      body: { status: 'published', features: { en: ['Sample'], vi: ['Mẫu'] } },
    },
  }),
  'PATCH /api/admin/account-stores/variants/[id]': async (f) => ({
    path: `/api/admin/account-stores/variants/${(await createAccountProduct({ stock: 1 })).variantIds['1-month_solo']}`,
    options: {
      method: 'PATCH',
      token: f.admin.token,
      body: { price_vnd: 99_000, compare_at_price_vnd: 129_000, is_active: true, low_stock_threshold: 2 },
    },
  }),
  'POST /api/admin/account-stores/variants/[id]/stock': async (f) => ({
    path: `/api/admin/account-stores/variants/${(await createAccountProduct({ stock: 1 })).variantIds['1-month_solo']}/stock`,
    options: { token: f.admin.token, body: { lines: ['SAMPLE-CODE-1', 'SAMPLE-CODE-1'] } },
  }),
  'GET /api/admin/source-codes': (f) => ({ path: '/api/admin/source-codes?q=a', options: { token: f.admin.token } }),
  'POST /api/admin/source-codes': async (f) => {
    const archive = await storeTestUpload('archive', Buffer.concat([FORMAT_SAMPLES.zip, Buffer.from(randomUUID())]));
    return {
      path: '/api/admin/source-codes',
      options: {
        token: f.admin.token,
        body: {
          slug: `sample-${randomUUID().slice(0, 8)}`,
          title: { en: 'Sample shop', vi: 'Cửa hàng mẫu' },
          short_description: { en: 'A shop.', vi: 'Một cửa hàng.' },
          description: { en: 'A whole shop.', vi: 'Cả một cửa hàng.' },
          price_vnd: 150_000,
          tech_stack: ['Next.js'],
          demo_url: 'https://example.com/demo',
          status: 'published',
          first_version: { upload_id: archive.id, version: '1.0.0' },
        },
      },
    };
  },
  'GET /api/admin/source-codes/[id]': (f) => ({
    path: `/api/admin/source-codes/${f.bought.productId}`,
    options: { token: f.admin.token },
  }),
  'PATCH /api/admin/source-codes/[id]': async (f) => ({
    path: `/api/admin/source-codes/${(await createSourceCode()).id}`,
    options: {
      method: 'PATCH',
      token: f.admin.token,
      body: { price_vnd: 99_000, tech_stack: ['React', 'Vite'], gallery: ['/images/placeholder.svg'], status: 'draft' },
    },
  }),
  'GET /api/admin/source-codes/[id]/versions': (f) => ({
    path: `/api/admin/source-codes/${f.bought.productId}/versions`,
    options: { token: f.admin.token },
  }),
  'POST /api/admin/source-codes/[id]/versions': async (f) => {
    const archive = await storeTestUpload('archive', Buffer.concat([FORMAT_SAMPLES.zip, Buffer.from(randomUUID())]));
    return {
      path: `/api/admin/source-codes/${(await createSourceCode()).id}/versions`,
      options: {
        token: f.admin.token,
        body: { upload_id: archive.id, version: '2.0.0', changelog: { en: 'Dark mode.', vi: 'Chế độ tối.' } },
      },
    };
  },
  'GET /api/admin/our-works': (f) => ({ path: '/api/admin/our-works', options: { token: f.admin.token } }),
  'POST /api/admin/our-works': (f) => ({
    path: '/api/admin/our-works',
    options: { token: f.admin.token, body: sampleOurWork() },
  }),
  'GET /api/admin/our-works/[id]': async (f) => ({
    path: `/api/admin/our-works/${(await firstOurWork(f)).id}`,
    options: { token: f.admin.token },
  }),
  'PATCH /api/admin/our-works/[id]': async (f) => ({
    path: `/api/admin/our-works/${(await dataOf<{ id: number }>(f, '/api/admin/our-works', { token: f.admin.token, body: sampleOurWork() })).id}`,
    options: {
      method: 'PATCH',
      token: f.admin.token,
      body: {
        client_name: 'Sông Hàn Logistics',
        industry: { en: 'Freight', vi: 'Vận tải' },
        summary: { en: 'A portal.', vi: 'Một cổng.' },
        outcome: { en: 'Fewer calls.', vi: 'Ít cuộc gọi hơn.' },
        images: ['/images/our-works/song-han-logistics-1.svg'],
        status: 'published',
      },
    },
  }),
  'DELETE /api/admin/our-works/[id]': async (f) => ({
    path: `/api/admin/our-works/${(await dataOf<{ id: number }>(f, '/api/admin/our-works', { token: f.admin.token, body: sampleOurWork() })).id}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  // The whole showcase as it is now, the last project moved first.
  'PUT /api/admin/our-works/order': async (f) => {
    const ids = (await dataOf<{ id: number }[]>(f, '/api/admin/our-works', { token: f.admin.token })).map(
      (work) => work.id,
    );
    return {
      path: '/api/admin/our-works/order',
      options: { method: 'PUT', token: f.admin.token, body: { ids: [ids.at(-1), ...ids.slice(0, -1)] } },
    };
  },
  'GET /api/admin/contacts': (f) => ({
    path: '/api/admin/contacts?status=new&assigned=nobody',
    options: { token: f.admin.token },
  }),
  'GET /api/admin/contacts/[id]': async (f) => ({
    path: `/api/admin/contacts/${(await sampleContact()).id}`,
    options: { token: f.admin.token },
  }),
  'PATCH /api/admin/contacts/[id]': async (f) => ({
    path: `/api/admin/contacts/${(await sampleContact()).id}`,
    options: { method: 'PATCH', token: f.admin.token, body: { status: 'spam', assigned_to: null } },
  }),
  'POST /api/admin/contacts/[id]/replies': async (f) => ({
    path: `/api/admin/contacts/${(await sampleContact()).id}/replies`,
    options: { token: f.admin.token, body: { body: 'Thank you: our rates follow.' } },
  }),
  'GET /api/admin/posts': (f) => ({
    path: '/api/admin/posts?status=published&language=vi',
    options: { token: f.admin.token },
  }),
  'POST /api/admin/posts': (f) => ({
    path: '/api/admin/posts',
    options: { token: f.admin.token, body: { language: 'vi', title: 'Bài viết mẫu' } },
  }),
  'POST /api/admin/posts/preview': (f) => ({
    path: '/api/admin/posts/preview',
    options: { token: f.admin.token, body: { markdown: '## Mở đầu\n\nXin **chào**.' } },
  }),
  'GET /api/admin/posts/[id]': async (f) => ({
    path: `/api/admin/posts/${(await samplePost(f)).id}`,
    options: { token: f.admin.token },
  }),
  // Both languages written, then scheduled: the reply carries both translations and the time.
  'PATCH /api/admin/posts/[id]': async (f) => {
    const words = (title: string, slug: string) => ({
      title,
      slug,
      excerpt: '',
      body_markdown: `## ${title}\n\nText.`,
      seo_title: '',
      seo_description: '',
    });
    const tag = randomUUID().slice(0, 8);
    return {
      path: `/api/admin/posts/${(await samplePost(f)).id}`,
      options: {
        method: 'PATCH',
        token: f.admin.token,
        body: {
          translations: { en: words('Sample', `sample-${tag}`), vi: words('Mẫu', `mau-${tag}`) },
          new_tags: ['Sample tag'],
          status: 'scheduled',
          publish_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
      },
    };
  },
  'DELETE /api/admin/posts/[id]': async (f) => ({
    path: `/api/admin/posts/${(await samplePost(f)).id}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'GET /api/admin/newsletter/subscribers': async (f) => {
    await addSubscriber('confirmed', 'vi');
    return {
      path: '/api/admin/newsletter/subscribers?status=confirmed&language=vi',
      options: { token: f.admin.token },
    };
  },
  'GET /api/admin/newsletter/subscribers/export': async (f) => {
    await addSubscriber('unsubscribed', 'en');
    return { path: '/api/admin/newsletter/subscribers/export', options: { token: f.admin.token } };
  },
  'GET /api/admin/newsletter/issues': async (f) => {
    await sentIssue(f);
    return { path: '/api/admin/newsletter/issues', options: { token: f.admin.token } };
  },
  'POST /api/admin/newsletter/issues': (f) => ({
    path: '/api/admin/newsletter/issues',
    options: { token: f.admin.token, body: issueBody() },
  }),
  'GET /api/admin/newsletter/issues/[id]': async (f) => ({
    path: `/api/admin/newsletter/issues/${await sentIssue(f)}`,
    options: { token: f.admin.token },
  }),
  'PATCH /api/admin/newsletter/issues/[id]': async (f) => ({
    path: `/api/admin/newsletter/issues/${await draftIssue(f)}`,
    options: { method: 'PATCH', token: f.admin.token, body: { body_markdown: { en: '## Changed', vi: '' } } },
  }),
  'DELETE /api/admin/newsletter/issues/[id]': async (f) => ({
    path: `/api/admin/newsletter/issues/${await draftIssue(f)}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'POST /api/admin/newsletter/issues/[id]/test': async (f) => ({
    path: `/api/admin/newsletter/issues/${await draftIssue(f)}/test`,
    options: { token: f.admin.token, body: { language: 'vi' } },
  }),
  'POST /api/admin/newsletter/issues/[id]/send': async (f) => {
    await addSubscriber('confirmed', 'en');
    return {
      path: `/api/admin/newsletter/issues/${await draftIssue(f)}/send`,
      options: { token: f.admin.token, method: 'POST' },
    };
  },
  'POST /api/admin/newsletter/preview': (f) => ({
    path: '/api/admin/newsletter/preview',
    options: { token: f.admin.token, body: { body_markdown: '# Hello\n\n**Bold** news.' } },
  }),
  'GET /api/admin/orders': (f) => ({
    path: '/api/admin/orders?status=paid&product_type=SOURCE',
    options: { token: f.admin.token },
  }),
  // Paid, then partly refunded: the reply carries an attempt, gateway events and a refund.
  'GET /api/admin/orders/[id]': async (f) => {
    const orderId = await sandboxPaid(f);
    await f.api.call(`/api/admin/orders/${orderId}/refund`, {
      token: f.admin.token,
      body: { amount_vnd: 1_000, reason: 'Sample partial refund' },
    });
    return { path: `/api/admin/orders/${orderId}`, options: { token: f.admin.token } };
  },
  'POST /api/admin/orders/[id]/check': async (f) => ({
    path: `/api/admin/orders/${await sandboxPaid(f, 'approve_without_notice')}/check`,
    options: { method: 'POST', token: f.admin.token },
  }),
  'POST /api/admin/orders/[id]/grant': async (f) => ({
    path: `/api/admin/orders/${(await pendingPayment(f)).orderId}/grant`,
    options: { token: f.admin.token, body: { reason: 'Bank transfer received' } },
  }),
  'POST /api/admin/orders/[id]/refund': async (f) => ({
    path: `/api/admin/orders/${await sandboxPaid(f)}/refund`,
    options: { token: f.admin.token, body: { amount_vnd: 2_000, reason: 'Sample partial refund' } },
  }),
  'POST /api/admin/orders/[id]/reveal': async (f) => {
    const card = await first(f, '/api/account-stores');
    const detail = await dataOf<{ default_combination_key: string }>(f, `/api/account-stores/slugs/${card.slug}`);
    const { token } = await signedInUser();
    const paid = await orderAndPay(f.api, token, [
      { product_type: 'ACCOUNT_STORE', product_id: card.id, combination_key: detail.default_combination_key },
    ]);
    await f.api.call(`/api/payments/vnpay/ipn?${ipnQuery(paid.request)}`);
    return { path: `/api/admin/orders/${paid.orderId}/reveal`, options: { method: 'POST', token: f.admin.token } };
  },
  'POST /api/admin/orders/[id]/resend': (f) => ({
    path: `/api/admin/orders/${f.bought.orderId}/resend`,
    options: { method: 'POST', token: f.admin.token },
  }),
  'GET /api/admin/users': (f) => ({
    path: '/api/admin/users?role=user&verified=true',
    options: { token: f.admin.token },
  }),
  'GET /api/admin/users/[id]': (f) => ({
    path: `/api/admin/users/${f.learner.userId}`,
    options: { token: f.admin.token },
  }),
  'PATCH /api/admin/users/[id]': async (f) => ({
    path: `/api/admin/users/${await registeredUserId(f, 'disable')}`,
    options: { method: 'PATCH', token: f.admin.token, body: { disabled: true } },
  }),
  'POST /api/admin/users/[id]/verification': async (f) => ({
    path: `/api/admin/users/${await registeredUserId(f, 'unverified')}/verification`,
    options: { method: 'POST', token: f.admin.token },
  }),
  'POST /api/admin/users/[id]/password-reset': (f) => ({
    path: `/api/admin/users/${f.learner.userId}/password-reset`,
    options: { method: 'POST', token: f.admin.token },
  }),
  'GET /api/admin/audit-log': (f) => ({ path: '/api/admin/audit-log?sort=oldest', options: { token: f.admin.token } }),
  // The fixtures' paid order falls in the default window (the last 30 days).
  'GET /api/admin/reports/sales': (f) => ({
    path: '/api/admin/reports/sales?granularity=week',
    options: { token: f.admin.token },
  }),
  'GET /api/admin/reports/orders.csv': (f) => ({
    path: '/api/admin/reports/orders.csv',
    options: { token: f.admin.token },
  }),
  'GET /api/admin/courses': (f) => ({
    path: '/api/admin/courses?sort=title&order=asc',
    options: { token: f.admin.token },
  }),
  'POST /api/admin/courses': (f) => ({
    path: '/api/admin/courses',
    options: {
      token: f.admin.token,
      body: {
        slug: `sample-${randomUUID().slice(0, 8)}`,
        title: { en: 'A', vi: 'B' },
        price_vnd: 1000,
        level: 'advanced',
        language: 'en',
      },
    },
  }),
  'GET /api/admin/courses/[id]': (f) => ({
    path: `/api/admin/courses/${f.course.courseId}`,
    options: { token: f.admin.token },
  }),
  'GET /api/admin/courses/[id]/reviews': async (f) => {
    await reviewed(f);
    return { path: `/api/admin/courses/${f.course.courseId}/reviews`, options: { token: f.admin.token } };
  },
  'PATCH /api/admin/reviews/[id]': async (f) => ({
    path: `/api/admin/reviews/${(await reviewed(f)).id}`,
    options: { method: 'PATCH', token: f.admin.token, body: { hidden: true, reason: 'Sample reason' } },
  }),
  'PATCH /api/admin/courses/[id]': async (f) => ({
    path: `/api/admin/courses/${(await adminCourse(f)).id}`,
    options: { method: 'PATCH', token: f.admin.token, body: { status: 'published', price_vnd: 5000 } },
  }),
  'DELETE /api/admin/courses/[id]': async (f) => ({
    path: `/api/admin/courses/${(await adminCourse(f)).id}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'POST /api/admin/courses/[id]/sections': async (f) => ({
    path: `/api/admin/courses/${(await adminCourse(f)).id}/sections`,
    options: { token: f.admin.token, body: { title: { en: 'Basics', vi: 'Cơ bản' } } },
  }),
  'PUT /api/admin/courses/[id]/curriculum': async (f) => {
    const course = await adminCourse(f, true);
    return {
      path: `/api/admin/courses/${course.id}/curriculum`,
      options: {
        method: 'PUT',
        token: f.admin.token,
        body: { sections: [{ id: course.sectionId, lesson_ids: [course.lessonId] }] },
      },
    };
  },
  'PATCH /api/admin/sections/[id]': async (f) => ({
    path: `/api/admin/sections/${(await adminCourse(f, true)).sectionId}`,
    options: { method: 'PATCH', token: f.admin.token, body: { title: { en: 'Renamed', vi: 'Đổi tên' } } },
  }),
  'DELETE /api/admin/sections/[id]': async (f) => ({
    path: `/api/admin/sections/${(await adminCourse(f, true)).sectionId}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'POST /api/admin/sections/[id]/lessons': async (f) => ({
    path: `/api/admin/sections/${(await adminCourse(f, true)).sectionId}/lessons`,
    options: { token: f.admin.token, body: { title: { en: 'Next', vi: 'Tiếp' }, is_free_preview: true } },
  }),
  'PATCH /api/admin/lessons/[id]': async (f) => ({
    path: `/api/admin/lessons/${(await adminCourse(f, true)).lessonId}`,
    options: { method: 'PATCH', token: f.admin.token, body: { is_free_preview: true } },
  }),
  'DELETE /api/admin/lessons/[id]': async (f) => ({
    path: `/api/admin/lessons/${(await adminCourse(f, true)).lessonId}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'GET /api/admin/quizzes': (f) => ({ path: '/api/admin/quizzes', options: { token: f.admin.token } }),
  'POST /api/admin/quizzes': async (f) => ({
    path: '/api/admin/quizzes',
    options: {
      token: f.admin.token,
      body: {
        course_id: (await adminCourse(f)).id,
        group: { name: { en: 'Free Test', vi: 'Thi thử' }, is_free_test: true },
        title: { en: 'Q', vi: 'K' },
        time_limit_s: 60,
        pass_mark_percent: 0,
        attempts_allowed: 3,
        modes: ['strict'],
        shuffle_questions: true,
      },
    },
  }),
  'GET /api/admin/quizzes/[id]': (f) => ({
    path: `/api/admin/quizzes/${f.course.freeQuiz.id}`,
    options: { token: f.admin.token },
  }),
  'PUT /api/admin/quizzes/[id]': async (f) => ({
    path: `/api/admin/quizzes/${(await adminQuiz(f)).id}`,
    options: {
      method: 'PUT',
      token: f.admin.token,
      body: {
        title: { en: 'R', vi: 'S' },
        time_limit_s: 120,
        pass_mark_percent: 70,
        attempts_allowed: null,
        modes: ['practice'],
      },
    },
  }),
  'DELETE /api/admin/quizzes/[id]': async (f) => ({
    path: `/api/admin/quizzes/${(await adminQuiz(f)).id}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'POST /api/admin/quizzes/[id]/questions': async (f) => ({
    path: `/api/admin/quizzes/${(await adminQuiz(f)).id}/questions`,
    options: { token: f.admin.token, body: SAMPLE_QUESTION },
  }),
  'PUT /api/admin/quizzes/[id]/question-order': async (f) => {
    const quiz = await adminQuiz(f);
    return {
      path: `/api/admin/quizzes/${quiz.id}/question-order`,
      options: { method: 'PUT', token: f.admin.token, body: { question_ids: [quiz.questionId] } },
    };
  },
  'POST /api/admin/quizzes/[id]/import': async (f) => ({
    path: `/api/admin/quizzes/${(await adminQuiz(f)).id}/import`,
    options: {
      token: f.admin.token,
      body: { format: 'aiken', text: 'Two plus two?\nA. 3\nB. 4\nANSWER: B', dry_run: true },
    },
  }),
  'GET /api/admin/quizzes/[id]/export': (f) => ({
    path: `/api/admin/quizzes/${f.course.freeQuiz.id}/export`,
    options: { token: f.admin.token },
  }),
  'GET /api/admin/quizzes/[id]/statistics': async (f) => {
    await submitPractice(f);
    return { path: `/api/admin/quizzes/${f.course.freeQuiz.id}/statistics`, options: { token: f.admin.token } };
  },
  'PUT /api/admin/questions/[id]': async (f) => ({
    path: `/api/admin/questions/${(await adminQuiz(f)).questionId}`,
    options: { method: 'PUT', token: f.admin.token, body: { ...SAMPLE_QUESTION, points: 3 } },
  }),
  'DELETE /api/admin/questions/[id]': async (f) => ({
    path: `/api/admin/questions/${(await adminQuiz(f)).questionId}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'POST /api/admin/questions/[id]/duplicate': async (f) => ({
    path: `/api/admin/questions/${(await adminQuiz(f)).questionId}/duplicate`,
    options: { token: f.admin.token },
  }),
  'GET /api/files/images/[id]': async () => ({
    path: `/api/files/images/${(await storeTestUpload('image', FORMAT_SAMPLES.png, 'cover.png')).id}`,
  }),
  'GET /api/admin/chats': (f) => ({ path: '/api/admin/chats?status=all', options: { token: f.admin.token } }),
  'POST /api/admin/uploads': (f) => ({
    path: '/api/admin/uploads?kind=video&name=sample.mp4',
    options: { token: f.admin.token, rawBody: new Uint8Array(mp4File({ duration: 12_000 })) },
  }),
  'GET /api/chat/admin/messages/new': (f) => ({
    path: '/api/chat/admin/messages/new',
    options: { token: f.admin.token },
  }),
  'POST /api/admin/chat/messages': (f) => ({
    path: '/api/admin/chat/messages',
    options: { token: f.admin.token, body: { sessionId: f.chat.sessionId, text: 'How can we help?' } },
  }),
  'PUT /api/admin/chat/messages/read': (f) => ({
    path: '/api/admin/chat/messages/read',
    options: { method: 'PUT', token: f.admin.token, body: { sessionId: f.chat.sessionId } },
  }),
  'GET /api/admin/chat/canned-replies': async (f) => {
    await sampleCannedReply(f);
    return { path: '/api/admin/chat/canned-replies?language=en', options: { token: f.admin.token } };
  },
  'POST /api/admin/chat/canned-replies': (f) => ({
    path: '/api/admin/chat/canned-replies',
    options: {
      token: f.admin.token,
      body: { language: 'vi', shortcut: `gia-${randomUUID().slice(0, 8)}`, text: 'Khóa học từ 199.000 ₫.' },
    },
  }),
  'PATCH /api/admin/chat/canned-replies/[id]': async (f) => ({
    path: `/api/admin/chat/canned-replies/${await sampleCannedReply(f)}`,
    options: { method: 'PATCH', token: f.admin.token, body: { text: 'From 149.000 VND this week.' } },
  }),
  'DELETE /api/admin/chat/canned-replies/[id]': async (f) => ({
    path: `/api/admin/chat/canned-replies/${await sampleCannedReply(f)}`,
    options: { method: 'DELETE', token: f.admin.token },
  }),
  'GET /api/admin/chat/sessions/[id]/notes': async (f) => {
    await dataOf(f, `/api/admin/chat/sessions/${f.chat.sessionId}/notes`, {
      token: f.admin.token,
      body: { text: 'Asked about the IELTS course.' },
    });
    return { path: `/api/admin/chat/sessions/${f.chat.sessionId}/notes`, options: { token: f.admin.token } };
  },
  'POST /api/admin/chat/sessions/[id]/notes': (f) => ({
    path: `/api/admin/chat/sessions/${f.chat.sessionId}/notes`,
    options: { token: f.admin.token, body: { text: 'Promised a call on Monday.' } },
  }),
  'PATCH /api/admin/chat/sessions/[id]': (f) => ({
    path: `/api/admin/chat/sessions/${f.chat.sessionId}`,
    options: { method: 'PATCH', token: f.admin.token, body: { assignedTo: null } },
  }),
  'GET /api/admin/chat/presence': (f) => ({ path: '/api/admin/chat/presence', options: { token: f.admin.token } }),
  'PUT /api/admin/chat/presence': (f) => ({
    path: '/api/admin/chat/presence',
    options: { method: 'PUT', token: f.admin.token, body: { status: 'away' } },
  }),
  'GET /api/chat/stream': (f) => ({
    path: `/api/chat/stream?sessionId=${f.chat.sessionId}`,
    options: withCredential(f.chat.credential),
  }),
  'GET /api/admin/chat/stream': (f) => ({ path: '/api/admin/chat/stream', options: { token: f.admin.token } }),
  'POST /api/admin/chat/close': async (f) => ({
    path: '/api/admin/chat/close',
    options: { token: f.admin.token, body: { sessionId: (await startVisitorChat(f.api)).sessionId } },
  }),
};

/** A graded practice attempt of the learner at the free quiz; returns its history id. */
async function submitPractice(f: Fixtures): Promise<number> {
  const history = await dataOf<{ id: number }>(f, '/api/exam/quizzes/submit', {
    token: f.learner.token,
    body: { quiz_id: f.course.freeQuiz.id, answer_detail: answerDetail(f.course.freeQuiz, () => [1]) },
  });
  return history.id;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const OPERATIONS = Object.entries(API_ROUTES).flatMap(([pattern, route]) =>
  METHODS.filter((method) => route.default.methods[method]).map((method) => ({ pattern, method })),
);

let api: Api;
let provider: StandInProvider;
beforeAll(async () => {
  [api, provider] = await Promise.all([serveApi(API_ROUTES), startStandInProvider()]);
});
afterAll(async () => {
  await Promise.all([api.close(), provider.close()]);
});
isolateRateLimits();

it('every route and method of the table has a sample reply, and nothing else does', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual(OPERATIONS.map(({ pattern, method }) => `${method} ${pattern}`).sort());
});

describeEachDatabase('every reply validates against the API document', () => {
  let fixtures: Fixtures;
  let document: OpenApiDocument;
  let problemsOf: ReturnType<typeof documentedReplyChecker>;

  beforeAll(async () => {
    document = await openApiDocument();
    problemsOf = documentedReplyChecker(document);
    await seedDatabase();
    const [learner, admin] = await Promise.all([signedInUser(), signedInUser('admin')]);
    const course = await createExamCourse(`replies-${randomUUID().slice(0, 8)}`);
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId: course.courseId, source: 'purchase' });
    const freeCourseId = await createCourse({
      slug: `free-${randomUUID().slice(0, 8)}`,
      titleEn: 'Free',
      titleVi: 'Miễn phí',
      priceVnd: 0,
    });
    const product = await createSourceCode();
    const paid = await orderAndPay(api, learner.token, [{ product_type: 'SOURCE', product_id: product.id }]);
    expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(paid.request)}`)).body.RspCode).toBe('00');
    fixtures = {
      api,
      learner: { token: learner.token, userId: learner.user.id },
      admin: { token: admin.token },
      course,
      freeCourseId,
      bought: { productId: product.id, slug: product.slug, orderId: paid.orderId },
      chat: await startVisitorChat(api),
      provider,
    };
  });

  it.each(OPERATIONS.map((operation) => [`${operation.method} ${operation.pattern}`, operation] as const))(
    '%s',
    async (call, { pattern, method }) => {
      const sample = SAMPLES[call];
      expect(sample, `no sample for ${call}`).toBeDefined();
      try {
        const { path, options } = await sample!(fixtures);
        const reply = await api.raw(path, { ...options, method: options?.method ?? method });
        const text = await bodyOf(reply);
        const documented = documentedSuccess(document, pattern, method);
        expect(reply.status, text.slice(0, 500)).toBe(documented);
        expect(
          problemsOf(pattern, method, { status: reply.status, contentType: reply.headers.get('content-type'), text }),
          text.slice(0, 500),
        ).toEqual([]);
      } finally {
        for (const restore of afterSample.splice(0)) restore();
      }
    },
  );
});

/**
 * The reply's body; of a push stream, which never ends by itself, what came up to its
 * `ready` event (the stream is left there).
 */
async function bodyOf(reply: Response): Promise<string> {
  if (!reply.headers.get('content-type')?.startsWith('text/event-stream')) return reply.text();
  const stream = readEventStream(reply);
  const first = await stream.next();
  await stream.close();
  return `event: ${first.event}\ndata: ${first.data}\n\n`;
}

/** The one 2xx status the document gives the call (beside a 206, the reply to a Range, where there is one). */
function documentedSuccess(document: OpenApiDocument, pattern: string, method: HttpMethod): number {
  const responses = document.paths[openApiPath(pattern)]![method.toLowerCase() as Lowercase<HttpMethod>]!.responses;
  const successes = Object.keys(responses).filter((status) => status.startsWith('2') && status !== '206');
  expect(successes, `${method} ${pattern}`).toHaveLength(1);
  return Number(successes[0]);
}
