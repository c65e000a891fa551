import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import * as contactMessageRepository from '@/server/repositories/contact-message-repository';
import { createIssue } from '@/server/services/admin/newsletter/issue-writes';
import { WEBVTT_CAPTIONS } from '../fixtures/media-files';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import * as lessonProgressRepository from '@/server/repositories/lesson-progress-repository';
import { serveApi, type Api, type ApiOptions } from './helpers/api';
import { createPostCategories, createPostFixture } from './helpers/blog';
import { startVisitorChat, type VisitorChat } from './helpers/chat';
import { createAccountProduct, createSourceCode, orderAndPay } from './helpers/commerce';
import { describeEachDatabase } from './helpers/databases';
import { answerDetail, createExamCourse } from './helpers/exam';
import { createBackOfficeFixtures, SAMPLE_QUESTION, type BackOfficeFixtures } from './helpers/admin';
import { issueBody } from './helpers/newsletter';
import { isolateRateLimits } from './helpers/rate-limits';
import { addLessonCaptions } from './helpers/uploads';
import { insertCertificate } from './helpers/certificates';
import { signedInUser } from './helpers/users';

/**
 * The authorization matrix of the hardening issue: every private record the API serves —
 * orders, downloads, answer histories, exam attempts, lessons, chat conversations, the
 * profile — asked for by a visitor (anonymous), by its owner, by another signed-in user and
 * by an admin, with the status each must get. One table; one test per row and caller.
 * Another user's record is never served: 404 where its existence is private, 403 where the
 * record is public but the right is missing (a product not bought, a course not enrolled).
 */
type Caller = 'anonymous' | 'owner' | 'other' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'other', 'admin', 'owner'];

interface Fixtures {
  api: Api;
  /** Bearer credentials of the owner, another learner and an admin. */
  session: Record<Exclude<Caller, 'anonymous'>, { token: string; userId: string }>;
  /** The chat: the owner is a visitor with their chat token, the other another visitor. */
  chat: { owner: VisitorChat; other: VisitorChat };
  orderId: string;
  pendingOrderId: string;
  productId: number;
  historyId: number;
  attemptId: number;
  quizId: number;
  question: { id: number; answer: number[] };
  paidLessonId: number;
  office: BackOfficeFixtures;
  /** An account-store product and one of its variants (the stock import's). */
  accountProductId: number;
  variantId: number;
  /** A message of the contact inbox. */
  contactId: string;
  /** A draft post, and one the admin's row deletes. */
  post: { id: number; deletedId: number };
  /** Newsletter issues: one the rows read, test, edit and send; a draft the DELETE row removes. */
  issueId: string;
  deletedIssueId: string;
  /** A canned reply of the chat console. */
  cannedReplyId: number;
  /** The owner's review of the course they are enrolled in. */
  review: { courseId: number; id: number };
  /** The owner's certificate, which the admin's rows revoke and restore. */
  certificateCode: string;
}

interface Row {
  call: string;
  /** The request, given the fixtures and the caller's user id ('' for a visitor). */
  request: (
    f: Fixtures,
    callerId: string,
  ) => { path: string; method?: string; body?: unknown; rawBody?: Uint8Array<ArrayBuffer> };
  /** Credentials: the learners' sessions (default), or the chat visitors' tokens. */
  credentials?: 'session' | 'chat';
  expect: Record<Caller, number>;
  /** For calls about the caller themself: the reply must be the caller's own record. */
  ownRecord?: (data: { id?: string }, callerId: string) => void;
}

const PRIVATE = { anonymous: 401, owner: 200, other: 404, admin: 404 } as const;
const ADMIN_ONLY = { anonymous: 401, owner: 403, other: 403, admin: 200 } as const;

/* Rows that change their record come after the rows that read it (the owner goes last in each row). */
const MATRIX: Row[] = [
  { call: 'GET /api/orders/{id}', request: (f) => ({ path: `/api/orders/${f.orderId}` }), expect: PRIVATE },
  {
    call: 'POST /api/orders/{id}/payment',
    request: (f) => ({ path: `/api/orders/${f.pendingOrderId}/payment`, method: 'POST' }),
    expect: PRIVATE,
  },
  {
    call: 'POST /api/orders/{id}/check',
    request: (f) => ({ path: `/api/orders/${f.pendingOrderId}/check`, method: 'POST' }),
    expect: PRIVATE,
  },
  {
    call: 'GET /api/source-codes/{id}/download',
    request: (f) => ({ path: `/api/source-codes/${f.productId}/download` }),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    call: 'GET /api/source-codes/{id}/download-v2',
    request: (f) => ({ path: `/api/source-codes/${f.productId}/download-v2` }),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    call: 'GET /api/exam/quiz-answer-histories/{id}',
    request: (f) => ({ path: `/api/exam/quiz-answer-histories/${f.historyId}` }),
    expect: PRIVATE,
  },
  {
    call: 'GET /api/exam/lessons/{id} (paid lesson)',
    request: (f) => ({ path: `/api/exam/lessons/${f.paidLessonId}` }),
    // Admins see every lesson (they look after the content).
    expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
  },
  {
    call: 'PUT /api/exam/lessons/{id}/progress (paid lesson)',
    request: (f) => ({
      path: `/api/exam/lessons/${f.paidLessonId}/progress`,
      method: 'PUT',
      body: { position_s: 30, completed: false },
    }),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
  },
  {
    call: 'GET /api/exam/lessons/{id}/video (paid lesson)',
    request: (f) => ({ path: `/api/exam/lessons/${f.paidLessonId}/video` }),
    // A media element cannot act on a 401: a visitor is refused like a learner who has not bought.
    expect: { anonymous: 403, owner: 200, other: 403, admin: 200 },
  },
  {
    call: 'GET /api/exam/lessons/{id}/captions/{lang} (paid lesson)',
    request: (f) => ({ path: `/api/exam/lessons/${f.paidLessonId}/captions/en` }),
    expect: { anonymous: 403, owner: 200, other: 403, admin: 200 },
  },
  {
    call: 'PUT /api/exam/quiz-attempts/{id}/answers',
    request: (f) => ({
      path: `/api/exam/quiz-attempts/${f.attemptId}/answers`,
      method: 'PUT',
      body: { answers: [{ quiz_question_id: f.question.id, user_answer: f.question.answer }] },
    }),
    expect: PRIVATE,
  },
  {
    call: 'POST /api/exam/quizzes/submit (an attempt)',
    request: (f) => ({
      path: '/api/exam/quizzes/submit',
      body: { quiz_id: f.quizId, attempt_id: f.attemptId, answer_detail: [] },
    }),
    // Another learner is stopped at the quiz (not enrolled) before the attempt is looked at.
    expect: { anonymous: 401, owner: 201, other: 403, admin: 404 },
  },
  {
    call: 'GET /api/chat/history',
    credentials: 'chat',
    request: (f) => ({ path: `/api/chat/history?sessionId=${f.chat.owner.sessionId}` }),
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
  },
  {
    call: 'GET /api/chat/messages (poll)',
    credentials: 'chat',
    request: (f) => ({ path: `/api/chat/messages?sessionId=${f.chat.owner.sessionId}&lastMessageId=0` }),
    // Admins read every conversation (the console).
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
  },
  {
    call: 'GET /api/chat/stream',
    credentials: 'chat',
    request: (f) => ({ path: `/api/chat/stream?sessionId=${f.chat.owner.sessionId}` }),
    // Whoever may poll the conversation may hear its changes.
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
  },
  {
    call: 'POST /api/chat/messages',
    credentials: 'chat',
    request: (f, callerId) => ({
      path: '/api/chat/messages',
      body: { sessionId: f.chat.owner.sessionId, userId: callerId, text: 'Hello' },
    }),
    expect: { anonymous: 401, owner: 201, other: 404, admin: 404 },
  },
  {
    call: 'PUT /api/chat/messages/read',
    credentials: 'chat',
    request: (f, callerId) => ({
      path: '/api/chat/messages/read',
      method: 'PUT',
      body: { sessionId: f.chat.owner.sessionId, userId: callerId },
    }),
    expect: { anonymous: 401, owner: 200, other: 404, admin: 404 },
  },
  {
    call: 'PUT /api/chat/status',
    credentials: 'chat',
    request: (f, callerId) => ({
      path: '/api/chat/status',
      method: 'PUT',
      body: { sessionId: f.chat.owner.sessionId, userId: callerId, status: 'online' },
    }),
    expect: { anonymous: 401, owner: 200, other: 404, admin: 404 },
  },
  { call: 'GET /api/admin/chats', request: () => ({ path: '/api/admin/chats' }), expect: ADMIN_ONLY },
  { call: 'GET /api/admin/chat/stream', request: () => ({ path: '/api/admin/chat/stream' }), expect: ADMIN_ONLY },
  {
    call: 'GET /api/chat/admin/messages/new',
    request: () => ({ path: '/api/chat/admin/messages/new' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/chat/messages',
    request: (f) => ({ path: '/api/admin/chat/messages', body: { sessionId: f.chat.owner.sessionId, text: 'Hi' } }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'PUT /api/admin/chat/messages/read',
    request: (f) => ({
      path: '/api/admin/chat/messages/read',
      method: 'PUT',
      body: { sessionId: f.chat.owner.sessionId },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/auth/me',
    request: () => ({ path: '/api/auth/me' }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    ownRecord: (data, callerId) => expect(data.id).toBe(callerId),
  },
  {
    call: 'PATCH /api/auth/me',
    request: () => ({ path: '/api/auth/me', method: 'PATCH', body: { name: 'Renamed' } }),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    ownRecord: (data, callerId) => expect(data.id).toBe(callerId),
  },
  {
    call: 'POST /api/admin/uploads',
    request: () => ({
      path: '/api/admin/uploads?kind=caption&name=matrix.vtt',
      rawBody: new Uint8Array(WEBVTT_CAPTIONS),
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  // The back office: admins only, every call; each write row has a target of its own.
  { call: 'GET /api/admin/dashboard', request: () => ({ path: '/api/admin/dashboard' }), expect: ADMIN_ONLY },
  { call: 'GET /api/admin/account-stores', request: () => ({ path: '/api/admin/account-stores' }), expect: ADMIN_ONLY },
  {
    call: 'POST /api/admin/account-stores',
    request: () => ({
      path: '/api/admin/account-stores',
      body: {
        slug: `matrix-${randomUUID().slice(0, 8)}`,
        type: 'learning',
        provider: 'Matrix',
        title: { en: 'Matrix', vi: 'Ma trận' },
        delivery_kind: 'code',
        options: [{ name: { en: 'Plan', vi: 'Gói' }, values: [{ code: 'solo', label: { en: 'Solo', vi: 'Đơn' } }] }],
        variants: [{ combination_key: 'solo', price_vnd: 10_000 }],
      },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'GET /api/admin/account-stores/{id}',
    request: (f) => ({ path: `/api/admin/account-stores/${f.accountProductId}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/account-stores/{id}',
    request: (f) => ({
      path: `/api/admin/account-stores/${f.accountProductId}`,
      method: 'PATCH',
      body: { is_featured: false },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/account-stores/variants/{id}',
    request: (f) => ({
      path: `/api/admin/account-stores/variants/${f.variantId}`,
      method: 'PATCH',
      body: { low_stock_threshold: 1 },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/account-stores/variants/{id}/stock',
    request: (f) => ({
      path: `/api/admin/account-stores/variants/${f.variantId}/stock`,
      body: { lines: ['MATRIX-1'] },
    }),
    expect: ADMIN_ONLY,
  },
  // The showcase: the reorder row sends the whole set the fixtures made, so it runs before the rows that change it.
  { call: 'GET /api/admin/our-works', request: () => ({ path: '/api/admin/our-works' }), expect: ADMIN_ONLY },
  {
    call: 'GET /api/admin/our-works/{id}',
    request: (f) => ({ path: `/api/admin/our-works/${f.office.ourWorks.id}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/our-works/{id}',
    request: (f) => ({ path: `/api/admin/our-works/${f.office.ourWorks.id}`, method: 'PATCH', body: { year: 2024 } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PUT /api/admin/our-works/order',
    request: (f) => ({
      path: '/api/admin/our-works/order',
      method: 'PUT',
      body: { ids: [...f.office.ourWorks.order].reverse() },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/our-works',
    request: () => ({
      path: '/api/admin/our-works',
      body: { slug: `matrix-${randomUUID().slice(0, 8)}`, title: { en: 'Matrix', vi: 'Ma trận' } },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'DELETE /api/admin/our-works/{id}',
    request: (f) => ({ path: `/api/admin/our-works/${f.office.ourWorks.deletedId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/contacts', request: () => ({ path: '/api/admin/contacts' }), expect: ADMIN_ONLY },
  {
    call: 'GET /api/admin/contacts/{id}',
    request: (f) => ({ path: `/api/admin/contacts/${f.contactId}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/contacts/{id}',
    request: (f) => ({ path: `/api/admin/contacts/${f.contactId}`, method: 'PATCH', body: { status: 'in_progress' } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/contacts/{id}/replies',
    request: (f) => ({ path: `/api/admin/contacts/${f.contactId}/replies`, body: { body: 'Thank you for writing.' } }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'GET /api/admin/newsletter/subscribers',
    request: () => ({ path: '/api/admin/newsletter/subscribers' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/newsletter/subscribers/export',
    request: () => ({ path: '/api/admin/newsletter/subscribers/export' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/newsletter/issues',
    request: () => ({ path: '/api/admin/newsletter/issues' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/newsletter/issues',
    request: () => ({
      path: '/api/admin/newsletter/issues',
      body: { subject: { en: 'Matrix', vi: 'Ma trận' }, body_markdown: { en: 'Hi', vi: 'Chào' } },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'POST /api/admin/newsletter/preview',
    request: () => ({ path: '/api/admin/newsletter/preview', body: { body_markdown: '# Hi' } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/newsletter/issues/{id}',
    request: (f) => ({ path: `/api/admin/newsletter/issues/${f.issueId}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/newsletter/issues/{id}/test',
    request: (f) => ({ path: `/api/admin/newsletter/issues/${f.issueId}/test`, body: {} }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/newsletter/issues/{id}',
    request: (f) => ({
      path: `/api/admin/newsletter/issues/${f.issueId}`,
      method: 'PATCH',
      body: { subject: { en: 'Matrix news', vi: 'Tin ma trận' } },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/newsletter/issues/{id}/send',
    request: (f) => ({ path: `/api/admin/newsletter/issues/${f.issueId}/send`, method: 'POST' }),
    expect: { ...ADMIN_ONLY, admin: 202 },
  },
  {
    call: 'DELETE /api/admin/newsletter/issues/{id}',
    request: (f) => ({ path: `/api/admin/newsletter/issues/${f.deletedIssueId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/orders', request: () => ({ path: '/api/admin/orders' }), expect: ADMIN_ONLY },
  { call: 'GET /api/admin/posts', request: () => ({ path: '/api/admin/posts' }), expect: ADMIN_ONLY },
  {
    call: 'POST /api/admin/posts',
    request: () => ({ path: '/api/admin/posts', body: { language: 'en', title: 'Matrix post' } }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'POST /api/admin/posts/preview',
    request: () => ({ path: '/api/admin/posts/preview', body: { markdown: '## Matrix' } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/posts/{id}',
    request: (f) => ({ path: `/api/admin/posts/${f.post.id}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/posts/{id}',
    request: (f) => ({ path: `/api/admin/posts/${f.post.id}`, method: 'PATCH', body: { status: 'draft' } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'DELETE /api/admin/posts/{id}',
    request: (f) => ({ path: `/api/admin/posts/${f.post.deletedId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/source-codes', request: () => ({ path: '/api/admin/source-codes' }), expect: ADMIN_ONLY },
  {
    // No such upload: an admin passes the role check and is told to upload the archive first.
    call: 'POST /api/admin/source-codes',
    request: () => ({
      path: '/api/admin/source-codes',
      body: {
        slug: 'matrix-product',
        title: { en: 'Matrix', vi: 'Matrix' },
        price_vnd: 0,
        first_version: { upload_id: '00000000-0000-4000-8000-000000000000' },
      },
    }),
    expect: { ...ADMIN_ONLY, admin: 400 },
  },
  {
    call: 'GET /api/admin/source-codes/{id}',
    request: (f) => ({ path: `/api/admin/source-codes/${f.productId}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/source-codes/{id}',
    request: (f) => ({ path: `/api/admin/source-codes/${f.productId}`, method: 'PATCH', body: { price_vnd: 1000 } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/source-codes/{id}/versions',
    request: (f) => ({ path: `/api/admin/source-codes/${f.productId}/versions` }),
    expect: ADMIN_ONLY,
  },
  {
    // No such upload: an admin passes the role check and is told to upload the archive first.
    call: 'POST /api/admin/source-codes/{id}/versions',
    request: (f) => ({
      path: `/api/admin/source-codes/${f.productId}/versions`,
      body: { upload_id: '00000000-0000-4000-8000-000000000000', version: '9.9', changelog: { en: 'x', vi: 'x' } },
    }),
    expect: { ...ADMIN_ONLY, admin: 400 },
  },
  {
    call: 'GET /api/admin/orders/{id}',
    request: (f) => ({ path: `/api/admin/orders/${f.orderId}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/orders/{id}/check',
    request: (f) => ({ path: `/api/admin/orders/${f.pendingOrderId}/check`, method: 'POST' }),
    expect: ADMIN_ONLY,
  },
  {
    // The order handed over no stock: an admin passes the role check and finds nothing to reveal.
    call: 'POST /api/admin/orders/{id}/reveal',
    request: (f) => ({ path: `/api/admin/orders/${f.orderId}/reveal`, method: 'POST' }),
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  {
    call: 'POST /api/admin/orders/{id}/resend',
    request: (f) => ({ path: `/api/admin/orders/${f.orderId}/resend`, method: 'POST' }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/users', request: () => ({ path: '/api/admin/users' }), expect: ADMIN_ONLY },
  {
    call: 'GET /api/admin/users/{id}',
    request: (f) => ({ path: `/api/admin/users/${f.session.other.userId}` }),
    expect: ADMIN_ONLY,
  },
  {
    // A role the account already has: the admin passes the role check and nothing changes.
    call: 'PATCH /api/admin/users/{id}',
    request: (f) => ({ path: `/api/admin/users/${f.session.other.userId}`, method: 'PATCH', body: { role: 'user' } }),
    expect: ADMIN_ONLY,
  },
  {
    // The test accounts are verified: the admin passes the role check and is told so.
    call: 'POST /api/admin/users/{id}/verification',
    request: (f) => ({ path: `/api/admin/users/${f.session.other.userId}/verification`, method: 'POST' }),
    expect: { ...ADMIN_ONLY, admin: 409 },
  },
  {
    call: 'POST /api/admin/users/{id}/password-reset',
    request: (f) => ({ path: `/api/admin/users/${f.session.other.userId}/password-reset`, method: 'POST' }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/audit-log', request: () => ({ path: '/api/admin/audit-log' }), expect: ADMIN_ONLY },
  {
    call: 'GET /api/admin/reports/sales',
    request: () => ({ path: '/api/admin/reports/sales?granularity=week' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/reports/orders.csv',
    request: () => ({ path: '/api/admin/reports/orders.csv' }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/courses', request: () => ({ path: '/api/admin/courses' }), expect: ADMIN_ONLY },
  {
    call: 'POST /api/admin/courses',
    request: () => ({
      path: '/api/admin/courses',
      body: { slug: 'matrix-course', title: { en: 'M', vi: 'M' }, price_vnd: 0, level: 'beginner', language: 'en' },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'GET /api/admin/courses/{id}',
    request: (f) => ({ path: `/api/admin/courses/${f.office.courseId}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/courses/{id}',
    request: (f) => ({ path: `/api/admin/courses/${f.office.courseId}`, method: 'PATCH', body: { price_vnd: 1000 } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/courses/{id}/sections',
    request: (f) => ({
      path: `/api/admin/courses/${f.office.courseId}/sections`,
      body: { title: { en: 'A', vi: 'B' } },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'PUT /api/admin/courses/{id}/curriculum',
    request: (f) => ({
      path: `/api/admin/courses/${f.office.ordered.courseId}/curriculum`,
      method: 'PUT',
      body: { sections: [{ id: f.office.ordered.sectionId, lesson_ids: [f.office.ordered.lessonId] }] },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/sections/{id}',
    request: (f) => ({
      path: `/api/admin/sections/${f.office.sectionId}`,
      method: 'PATCH',
      body: { title: { en: 'R', vi: 'R' } },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/sections/{id}/lessons',
    request: (f) => ({
      path: `/api/admin/sections/${f.office.sectionId}/lessons`,
      body: { title: { en: 'N', vi: 'N' } },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'PATCH /api/admin/lessons/{id}',
    request: (f) => ({
      path: `/api/admin/lessons/${f.office.lessonId}`,
      method: 'PATCH',
      body: { is_free_preview: true },
    }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/quizzes', request: () => ({ path: '/api/admin/quizzes' }), expect: ADMIN_ONLY },
  {
    call: 'POST /api/admin/quizzes',
    request: (f) => ({
      path: '/api/admin/quizzes',
      body: {
        course_id: f.office.courseId,
        group: { name: { en: 'Extra', vi: 'Thêm' } },
        title: { en: 'Q', vi: 'Q' },
        time_limit_s: 600,
        pass_mark_percent: 50,
        attempts_allowed: null,
        modes: ['practice'],
      },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'GET /api/admin/quizzes/{id}',
    request: (f) => ({ path: `/api/admin/quizzes/${f.office.quizId}` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PUT /api/admin/quizzes/{id}',
    request: (f) => ({
      path: `/api/admin/quizzes/${f.office.quizId}`,
      method: 'PUT',
      body: {
        title: { en: 'Q2', vi: 'Q2' },
        time_limit_s: 300,
        pass_mark_percent: 40,
        attempts_allowed: 2,
        modes: ['strict'],
      },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/quizzes/{id}/questions',
    request: (f) => ({ path: `/api/admin/quizzes/${f.office.quizId}/questions`, body: SAMPLE_QUESTION }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'POST /api/admin/quizzes/{id}/import',
    request: (f) => ({
      path: `/api/admin/quizzes/${f.office.quizId}/import`,
      body: { format: 'gift', text: 'Sky is green {F}', dry_run: true },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/quizzes/{id}/export',
    request: (f) => ({ path: `/api/admin/quizzes/${f.office.quizId}/export` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/quizzes/{id}/statistics',
    request: (f) => ({ path: `/api/admin/quizzes/${f.office.quizId}/statistics` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PUT /api/admin/questions/{id}',
    request: (f) => ({ path: `/api/admin/questions/${f.office.questionId}`, method: 'PUT', body: SAMPLE_QUESTION }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/questions/{id}/duplicate',
    request: (f) => ({ path: `/api/admin/questions/${f.office.deleted.questionId}/duplicate`, method: 'POST' }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'PUT /api/admin/quizzes/{id}/question-order',
    request: (f) => ({
      path: `/api/admin/quizzes/${f.office.ordered.quizId}/question-order`,
      method: 'PUT',
      body: { question_ids: [f.office.ordered.questionId] },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'DELETE /api/admin/questions/{id}',
    request: (f) => ({ path: `/api/admin/questions/${f.office.deleted.questionId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'DELETE /api/admin/quizzes/{id}',
    request: (f) => ({ path: `/api/admin/quizzes/${f.office.deleted.quizId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'DELETE /api/admin/lessons/{id}',
    request: (f) => ({ path: `/api/admin/lessons/${f.office.deleted.lessonId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'DELETE /api/admin/sections/{id}',
    request: (f) => ({ path: `/api/admin/sections/${f.office.deleted.sectionId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'DELETE /api/admin/courses/{id}',
    request: (f) => ({ path: `/api/admin/courses/${f.office.deleted.courseId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/chat/canned-replies',
    request: () => ({ path: '/api/admin/chat/canned-replies' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/chat/canned-replies',
    request: () => ({
      path: '/api/admin/chat/canned-replies',
      body: { language: 'en', shortcut: 'matrix-new', text: 'Hello from the matrix.' },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'PATCH /api/admin/chat/canned-replies/{id}',
    request: (f) => ({
      path: `/api/admin/chat/canned-replies/${f.cannedReplyId}`,
      method: 'PATCH',
      body: { text: 'Changed by the matrix.' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'DELETE /api/admin/chat/canned-replies/{id}',
    request: (f) => ({ path: `/api/admin/chat/canned-replies/${f.cannedReplyId}`, method: 'DELETE' }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/admin/chat/sessions/{id}/notes',
    request: (f) => ({ path: `/api/admin/chat/sessions/${f.chat.owner.sessionId}/notes` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/chat/sessions/{id}/notes',
    request: (f) => ({
      path: `/api/admin/chat/sessions/${f.chat.owner.sessionId}/notes`,
      body: { text: 'Matrix note' },
    }),
    expect: { ...ADMIN_ONLY, admin: 201 },
  },
  {
    call: 'PATCH /api/admin/chat/sessions/{id}',
    request: (f) => ({
      path: `/api/admin/chat/sessions/${f.chat.owner.sessionId}`,
      method: 'PATCH',
      body: { assignedTo: f.session.admin.userId },
    }),
    expect: ADMIN_ONLY,
  },
  { call: 'GET /api/admin/chat/presence', request: () => ({ path: '/api/admin/chat/presence' }), expect: ADMIN_ONLY },
  {
    call: 'PUT /api/admin/chat/presence',
    request: () => ({ path: '/api/admin/chat/presence', method: 'PUT', body: { status: 'online' } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/chat/close',
    request: (f) => ({ path: '/api/admin/chat/close', body: { sessionId: f.chat.owner.sessionId } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'GET /api/exam/courses/{id}/reviews/mine',
    request: (f) => ({ path: `/api/exam/courses/${f.review.courseId}/reviews/mine` }),
    // Everyone signed in has their own answer (the others: no review, not enrolled).
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
    ownRecord: (data) => expect(data).toHaveProperty('eligibility'),
  },
  {
    call: 'POST /api/exam/courses/{id}/reviews/{reviewId}/helpful',
    request: (f) => ({ path: `/api/exam/courses/${f.review.courseId}/reviews/${f.review.id}/helpful`, method: 'POST' }),
    // Anyone signed in may find a review helpful, but its author (403 OWN_REVIEW).
    expect: { anonymous: 401, owner: 403, other: 200, admin: 200 },
  },
  {
    call: 'DELETE /api/exam/courses/{id}/reviews/{reviewId}/helpful',
    request: (f) => ({
      path: `/api/exam/courses/${f.review.courseId}/reviews/${f.review.id}/helpful`,
      method: 'DELETE',
    }),
    expect: { anonymous: 401, owner: 403, other: 200, admin: 200 },
  },
  {
    call: 'GET /api/admin/courses/{id}/reviews',
    request: (f) => ({ path: `/api/admin/courses/${f.review.courseId}/reviews` }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/admin/reviews/{id}',
    request: (f) => ({ path: `/api/admin/reviews/${f.review.id}`, method: 'PATCH', body: { hidden: false } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'PATCH /api/exam/courses/{id}/reviews/mine',
    request: (f) => ({
      path: `/api/exam/courses/${f.review.courseId}/reviews/mine`,
      method: 'PATCH',
      body: { rating: 4 },
    }),
    // Only one's own review is reachable: the others have none (404).
    expect: { anonymous: 401, owner: 200, other: 404, admin: 404 },
  },
  {
    call: 'POST /api/admin/certificates/{code}/revoke',
    request: (f) => ({ path: `/api/admin/certificates/${f.certificateCode}/revoke`, body: { reason: 'matrix check' } }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/certificates/{code}/restore',
    request: (f) => ({ path: `/api/admin/certificates/${f.certificateCode}/restore`, method: 'POST' }),
    expect: ADMIN_ONLY,
  },
  // Last: they change the orders the rows above read (a partial refund takes nothing back).
  {
    call: 'POST /api/admin/orders/{id}/refund',
    request: (f) => ({
      path: `/api/admin/orders/${f.orderId}/refund`,
      body: { amount_vnd: 1, reason: 'matrix check' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    call: 'POST /api/admin/orders/{id}/grant',
    request: (f) => ({ path: `/api/admin/orders/${f.pendingOrderId}/grant`, body: { reason: 'matrix check' } }),
    expect: ADMIN_ONLY,
  },
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(API_ROUTES);
});
afterAll(() => api.close());
isolateRateLimits();

describeEachDatabase('the authorization matrix', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const [owner, other, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser('admin')]);
    const course = await createExamCourse(`matrix-${Date.now()}`);
    await enrolmentRepository.enrol({ userId: owner.user.id, courseId: course.courseId, source: 'purchase' });
    await lessonProgressRepository.upsert({
      userId: owner.user.id,
      lessonId: course.lessonIds[0],
      positionS: 60,
      completed: true,
    });
    const review = await api.call(`/api/exam/courses/${course.courseId}/reviews`, {
      token: owner.token,
      body: { rating: 5, body: 'Matrix review' },
    });
    expect(review.status).toBe(201);

    const product = await createSourceCode();
    const paid = await orderAndPay(api, owner.token, [{ product_type: 'SOURCE', product_id: product.id }]);
    // Paid at the sandbox gateway (which then sends the IPN), so its ledger can refund it.
    const decision = await api.call('/api/payments/sandbox/decision', {
      body: { params: paid.request, decision: 'approve' },
    });
    expect(decision.status).toBe(200);
    const pending = await orderAndPay(api, owner.token, [
      { product_type: 'SOURCE', product_id: (await createSourceCode()).id },
    ]);

    const practice = await api.call('/api/exam/quizzes/submit', {
      token: owner.token,
      body: { quiz_id: course.freeQuiz.id, answer_detail: answerDetail(course.freeQuiz, () => [0]), total_time: 30 },
    });
    const strict = await api.call(`/api/exam/quizzes/${course.finalQuiz.id}/full-exam?mode=strict`, {
      token: owner.token,
    });
    const questionId = course.finalQuiz.questionIds[0]!;
    await addLessonCaptions(course.lessonIds[2], 'en');
    const accountProduct = await createAccountProduct({ stock: 0 });
    const postCategoryId = (await createPostCategories(['matrix'])).matrix!;
    const draftPost = (slug: string) => createPostFixture({ slug, categoryId: postCategoryId, publishedDaysAgo: null });
    const [issue, deletedIssue] = await Promise.all([
      createIssue(issueBody(), { ...admin.user, sessionId: admin.sessionId }),
      createIssue(issueBody(), { ...admin.user, sessionId: admin.sessionId }),
    ]);

    fixtures = {
      api,
      session: {
        owner: { token: owner.token, userId: owner.user.id },
        other: { token: other.token, userId: other.user.id },
        admin: { token: admin.token, userId: admin.user.id },
      },
      chat: { owner: await startVisitorChat(api, 'Matrix owner'), other: await startVisitorChat(api, 'Matrix other') },
      orderId: paid.orderId,
      pendingOrderId: pending.orderId,
      productId: product.id,
      historyId: practice.body.data.id,
      attemptId: strict.body.data.attempt.id,
      quizId: course.finalQuiz.id,
      question: { id: questionId, answer: course.finalQuiz.right.get(questionId)! },
      paidLessonId: course.lessonIds[2],
      office: await createBackOfficeFixtures(api, admin.token),
      accountProductId: accountProduct.id,
      variantId: accountProduct.variantIds['1-month_solo']!,
      contactId: (
        await contactMessageRepository.create({
          name: 'Matrix visitor',
          email: 'matrix-visitor@example.test',
          phone: null,
          subject: 'Matrix',
          message: 'A message for the matrix.',
          language: 'en',
        })
      ).id,
      post: { id: await draftPost('matrix-post'), deletedId: await draftPost('matrix-deleted-post') },
      issueId: issue.id,
      deletedIssueId: deletedIssue.id,
      cannedReplyId: (
        await api.call('/api/admin/chat/canned-replies', {
          token: admin.token,
          body: { language: 'vi', shortcut: 'matrix', text: 'Xin chào.' },
        })
      ).body.data.id,
      review: { courseId: course.courseId, id: review.body.data.id },
      certificateCode: (await insertCertificate(owner.user.id, course.courseId)).code,
    };
  });

  it('has a row for every private or admin route of the table, and 18+ cross-user refusals', () => {
    const refusals = MATRIX.filter((row) => [403, 404].includes(row.expect.other)).length;
    expect(refusals).toBeGreaterThanOrEqual(18);
    const covered = new Set(MATRIX.map((row) => row.call.split(' (')[0]!.replace(/\{(\w+)\}/g, '[$1]')));
    const guarded = Object.entries(API_ROUTES).flatMap(([pattern, route]) =>
      Object.entries(route.default.methods)
        .filter(
          ([, spec]) =>
            spec && (spec.auth === 'admin' || pattern.match(/orders\/\[id\]|histories\/\[id\]|attempts|download/)),
        )
        .map(([method]) => `${method} ${pattern}`),
    );
    expect(guarded.filter((call) => !covered.has(call))).toEqual([]);
  });

  for (const row of MATRIX) {
    for (const caller of CALLERS) {
      it(`${row.call} as ${caller} → ${row.expect[caller]}`, async () => {
        const { options, callerId } = credentialsOf(fixtures, row, caller);
        const { path, method, body, rawBody } = row.request(fixtures, callerId);
        const reply = await api.raw(path, {
          ...options,
          method: method ?? (body || rawBody ? 'POST' : 'GET'),
          body,
          rawBody,
        });
        // A download answers with the file itself, a push stream with events that never end
        // by themselves (its status is the answer); everything else with the envelope.
        const stream = reply.headers.get('content-type')?.startsWith('text/event-stream');
        const text = stream ? '' : await reply.text();
        if (stream) await reply.body?.cancel();
        const json = reply.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null;
        expect(reply.status, text.slice(0, 300)).toBe(row.expect[caller]);
        if (reply.status === 200 && row.ownRecord) row.ownRecord(json.data, callerId);
      });
    }
  }
});

function credentialsOf(f: Fixtures, row: Row, caller: Caller): { options: ApiOptions; callerId: string } {
  if (caller === 'anonymous') return { options: {}, callerId: 'visitor_nobody' };
  if (row.credentials === 'chat' && caller !== 'admin') {
    const visitor = f.chat[caller];
    return { options: { headers: { 'X-Chat-Token': visitor.chatToken } }, callerId: visitor.visitorId };
  }
  return { options: { token: f.session[caller].token }, callerId: f.session[caller].userId };
}
