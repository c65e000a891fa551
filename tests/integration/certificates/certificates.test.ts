import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as myCoursesRoute from '@/pages/api/exam/my-courses';
import * as progressRoute from '@/pages/api/exam/lessons/[id]/progress';
import * as certificateRoute from '@/pages/api/certificates/[code]/index';
import * as pdfRoute from '@/pages/api/certificates/[code]/pdf';
import * as revokeRoute from '@/pages/api/admin/certificates/[code]/revoke';
import * as restoreRoute from '@/pages/api/admin/certificates/[code]/restore';
import * as auditRoute from '@/pages/api/admin/audit-log';
import * as adminUserRoute from '@/pages/api/admin/users/[id]/index';
import * as adminCourseRoute from '@/pages/api/admin/courses/[id]/index';
import { getServerSideProps } from '@/pages/certificates/[code]';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { courses } from '@/server/db/schema/catalog';
import { certificates } from '@/server/db/schema/certificates';
import type { Order } from '@/server/db/schema/orders';
import * as certificateRepository from '@/server/repositories/certificate-repository';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import { renderCertificatePdf } from '@/server/services/certificates/render-certificate-pdf';
import { revokeOrder } from '@/server/services/orders/revoke-order';
import { auditOf } from '../helpers/admin';
import { serveApi, type Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { answerDetail, createExamCourse, serveExamApi, type ExamCourse } from '../helpers/exam';
import { signedInUser } from '../helpers/users';

let exam: Api;
let api: Api;
beforeAll(async () => {
  exam = await serveExamApi();
  api = await serveApi({
    '/api/exam/lessons/[id]/progress': progressRoute,
    '/api/exam/my-courses': myCoursesRoute,
    '/api/certificates/[code]': certificateRoute,
    '/api/certificates/[code]/pdf': pdfRoute,
    '/api/admin/certificates/[code]/revoke': revokeRoute,
    '/api/admin/certificates/[code]/restore': restoreRoute,
    '/api/admin/audit-log': auditRoute,
    '/api/admin/users/[id]': adminUserRoute,
    '/api/admin/courses/[id]': adminCourseRoute,
  });
});
afterAll(() => Promise.all([exam.close(), api.close()]));

type Learner = Awaited<ReturnType<typeof signedInUser>>;
const LEARNER_NAME = 'Trần Minh Khoa';

describeEachDatabase('certificates', () => {
  let course: ExamCourse;
  let plain: ExamCourse;

  beforeAll(async () => {
    course = await createExamCourse(`cert-${randomUUID().slice(0, 8)}`);
    await getDb().update(courses).set({ finalQuizId: course.finalQuiz.id }).where(eq(courses.id, course.courseId));
    // A course finished by its lessons alone.
    plain = await createExamCourse(`plain-${randomUUID().slice(0, 8)}`);
  });

  async function enrolledLearner(courseId = course.courseId): Promise<Learner> {
    const learner = await signedInUser();
    await getDb().update(users).set({ name: LEARNER_NAME }).where(eq(users.id, learner.user.id));
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'free' });
    return learner;
  }
  const complete = (learner: Learner, lessonId: number) =>
    api.call(`/api/exam/lessons/${lessonId}/progress`, {
      method: 'PUT',
      token: learner.token,
      body: { position_s: 10, completed: true },
    });
  const completeAll = async (learner: Learner, lessonIds: readonly number[]) => {
    for (const id of lessonIds) expect((await complete(learner, id)).status).toBe(200);
  };
  async function takeStrict(learner: Learner, pass: boolean) {
    const start = await exam.call(`/api/exam/quizzes/${course.finalQuiz.id}/full-exam?mode=strict`, {
      token: learner.token,
    });
    expect(start.status).toBe(200);
    const fixture = course.finalQuiz;
    const reply = await exam.call('/api/exam/quizzes/submit', {
      token: learner.token,
      body: {
        quiz_id: fixture.id,
        attempt_id: start.body.data.attempt.id,
        answer_detail: answerDetail(fixture, (id) => (pass ? fixture.right : fixture.wrong).get(id)!),
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.is_pass).toBe(pass);
  }
  const certificatesOf = (learner: Learner) =>
    getDb().select().from(certificates).where(eq(certificates.userId, learner.user.id));

  it('is not issued before the last lesson, even with the final quiz passed; then at the last lesson', async () => {
    const learner = await enrolledLearner();
    await completeAll(learner, course.lessonIds.slice(0, 2));
    await takeStrict(learner, true);
    expect(await certificatesOf(learner)).toEqual([]);

    await completeAll(learner, course.lessonIds.slice(2));
    const [certificate, ...others] = await certificatesOf(learner);
    expect(others).toEqual([]);
    expect(certificate).toMatchObject({
      courseId: course.courseId,
      learnerName: LEARNER_NAME,
      courseTitleEn: expect.stringContaining('Course cert-'),
      score: 100,
      revokedAt: null,
    });
    expect(certificate!.code).toMatch(/^LH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    // Completing a lesson again issues nothing more.
    await completeAll(learner, course.lessonIds);
    expect(await certificatesOf(learner)).toHaveLength(1);
  });

  it('is not issued by a failed strict final quiz nor by a practice pass; a strict pass then issues it', async () => {
    const learner = await enrolledLearner();
    await completeAll(learner, course.lessonIds);
    expect(await certificatesOf(learner)).toEqual([]);

    const fixture = course.finalQuiz;
    const practice = await exam.call('/api/exam/quizzes/submit', {
      token: learner.token,
      body: {
        quiz_id: fixture.id,
        answer_detail: answerDetail(fixture, (id) => fixture.right.get(id)!),
        total_time: 30,
      },
    });
    expect(practice.body.data.is_pass).toBe(true);
    expect(await certificatesOf(learner)).toEqual([]);

    await takeStrict(learner, false);
    expect(await certificatesOf(learner)).toEqual([]);

    await takeStrict(learner, true);
    const issued = await certificatesOf(learner);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.score).toBe(100);
  });

  it('is issued once under concurrent completions (the last lessons and the final quiz at once)', async () => {
    const learner = await enrolledLearner();
    await completeAll(learner, course.lessonIds.slice(0, 1));
    await Promise.all([
      complete(learner, course.lessonIds[1]),
      complete(learner, course.lessonIds[2]),
      takeStrict(learner, true),
    ]);
    expect(await certificatesOf(learner)).toHaveLength(1);
  });

  it('needs an enrolment; a course without a final quiz is finished by its lessons (no score)', async () => {
    const admin = await signedInUser('admin');
    await completeAll(admin, plain.lessonIds);
    expect(await certificatesOf(admin)).toEqual([]);

    const learner = await enrolledLearner(plain.courseId);
    await completeAll(learner, plain.lessonIds);
    const [certificate] = await certificatesOf(learner);
    expect(certificate).toMatchObject({ courseId: plain.courseId, score: null });
  });

  it('keeps the name it was issued to after a rename; the API, the page and the PDF say the same facts', async () => {
    const learner = await enrolledLearner(plain.courseId);
    await completeAll(learner, plain.lessonIds);
    const [certificate] = await certificatesOf(learner);
    await getDb().update(users).set({ name: 'Someone Else' }).where(eq(users.id, learner.user.id));

    const reply = await api.call(`/api/certificates/${certificate!.code}?lang=vi`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-robots-tag')).toBe('noindex');
    expect(reply.body.data).toEqual({
      code: certificate!.code,
      learner_name: LEARNER_NAME,
      course: {
        slug: expect.stringMatching(/^plain-/),
        title: expect.stringMatching(/^Khóa plain-/),
        titles: { en: expect.stringMatching(/^Course plain-/), vi: expect.stringMatching(/^Khóa plain-/) },
      },
      issued_at: certificate!.issuedAt.toISOString(),
      score: null,
      status: 'valid',
      revoked_at: null,
      revoked_reason: null,
      verification_url: `http://localhost:3000/vi/certificates/${certificate!.code}`,
      pdf_url: `/api/certificates/${certificate!.code}/pdf?lang=vi`,
    });
    // Typed from paper: lower case, O for 0, I or L for 1, still finds it.
    const typed = certificate!.code.toLowerCase().replaceAll('0', 'o').replaceAll('1', 'l');
    expect((await api.call(`/api/certificates/${typed}`)).body.data.code).toBe(certificate!.code);

    const { context } = pageContext(certificate!.code, 'vi');
    const page = (await getServerSideProps(context)) as { props: { certificate: unknown } };
    expect(page.props.certificate).toEqual(reply.body.data);
  });

  it('answers 404 NOT_FOUND for an unknown code, from the API, the PDF and the page', async () => {
    for (const code of ['LH-0000-0000-0000', 'not-a-code']) {
      const reply = await api.call(`/api/certificates/${code}`);
      expect(reply.status).toBe(404);
      expect(reply.body.error.error_code).toBe('NOT_FOUND');
      expect((await api.call(`/api/certificates/${code}/pdf`)).status).toBe(404);
      await expect(getServerSideProps(pageContext(code).context)).resolves.toEqual({ notFound: true });
    }
  });

  it('revokes (admins only, audited): the API says revoked with date and reason; /my-course drops the link; restore undoes it', async () => {
    const learner = await enrolledLearner(plain.courseId);
    await completeAll(learner, plain.lessonIds);
    const [certificate] = await certificatesOf(learner);
    const code = certificate!.code;
    const mine = async () =>
      (
        (await api.call('/api/exam/my-courses', { token: learner.token })).body.data as {
          id: number;
          certificate_code: string | null;
        }[]
      ).find((item) => item.id === plain.courseId)!.certificate_code;
    expect(await mine()).toBe(code);

    const path = `/api/admin/certificates/${code}/revoke`;
    const body = { reason: 'Copied the final quiz' };
    expect((await api.call(path, { method: 'POST', body })).status).toBe(401);
    expect((await api.call(path, { method: 'POST', body, token: learner.token })).status).toBe(403);
    const admin = await signedInUser('admin');
    const revoked = await api.call(path, { method: 'POST', body, token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ code, revoked_reason: body.reason, revoked_at: expect.any(String) });

    const reply = await api.call(`/api/certificates/${code}`);
    expect(reply.body.data).toMatchObject({ status: 'revoked', revoked_reason: body.reason });
    expect(reply.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    expect(await mine()).toBeNull();
    const [audit] = await auditOf(api, admin.token, 'certificate', code);
    expect(audit).toMatchObject({
      action: 'certificate.revoke',
      before: { revoked_at: null, revoked_reason: null },
      after: { revoked_reason: body.reason },
    });
    const userPage = await api.call(`/api/admin/users/${learner.user.id}`, { token: admin.token });
    expect(userPage.body.data.certificates).toEqual([expect.objectContaining({ code, revoked_reason: body.reason })]);

    // Not issued again by another lesson save.
    await completeAll(learner, plain.lessonIds);
    expect(await certificatesOf(learner)).toHaveLength(1);

    const restored = await api.call(`/api/admin/certificates/${code}/restore`, { method: 'POST', token: admin.token });
    expect(restored.body.data).toMatchObject({ revoked_at: null, revoked_reason: null });
    expect((await api.call(`/api/certificates/${code}`)).body.data.status).toBe('valid');
    expect((await auditOf(api, admin.token, 'certificate', code))[0]!.action).toBe('certificate.restore');
  });

  it('is revoked with the enrolment a full refund takes back', async () => {
    const learner = await enrolledLearner(plain.courseId);
    await completeAll(learner, plain.lessonIds);
    // The enrolment came from an order (free ones are kept by a refund).
    await getDb().delete(certificates).where(eq(certificates.userId, learner.user.id));
    const { enrolments } = await import('@/server/db/schema/enrolments');
    await getDb().update(enrolments).set({ source: 'purchase' }).where(eq(enrolments.userId, learner.user.id));
    await completeAll(learner, plain.lessonIds);
    expect(await certificatesOf(learner)).toHaveLength(1);

    const order = { id: randomUUID(), userId: learner.user.id } as Order;
    const items = [{ id: 1, productType: 'COURSE', productId: plain.courseId, duplicate: false }] as Parameters<
      typeof revokeOrder
    >[1];
    const taken = await getDb().transaction((tx) => revokeOrder(order, items, tx));
    expect(taken).toMatchObject({ enrolments: 1, certificates: 1 });
    const [certificate] = await certificatesOf(learner);
    expect(certificate).toMatchObject({ revokedReason: 'Refunded', revokedAt: expect.any(Date) });
  });

  it("sets a course's final quiz in the back office: one of its own quizzes or none (audited)", async () => {
    const admin = await signedInUser('admin');
    const patch = (body: unknown) =>
      api.call(`/api/admin/courses/${plain.courseId}`, { method: 'PATCH', token: admin.token, body });
    const foreign = await patch({ final_quiz_id: course.finalQuiz.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ final_quiz_id: "Choose one of this course's quizzes." });

    const set = await patch({ final_quiz_id: plain.finalQuiz.id });
    expect(set.status).toBe(200);
    expect(set.body.data.final_quiz_id).toBe(plain.finalQuiz.id);
    const [audit] = await auditOf(api, admin.token, 'course', plain.courseId);
    expect(audit).toMatchObject({ before: { final_quiz_id: null }, after: { final_quiz_id: plain.finalQuiz.id } });

    const cleared = await patch({ final_quiz_id: null });
    expect(cleared.body.data.final_quiz_id).toBeNull();
  });

  it('serves a one-page A4-landscape PDF with the code and the name, made within the time budget', async () => {
    const learner = await enrolledLearner(plain.courseId);
    await completeAll(learner, plain.lessonIds);
    const [certificate] = await certificatesOf(learner);
    const code = certificate!.code;

    const response = await api.raw(`/api/certificates/${code}/pdf?lang=vi`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${code}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    expect(page.view.map(Math.round)).toEqual([0, 0, 842, 595]);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(code);
    expect(text).toContain(LEARNER_NAME);
    expect(text).toContain('Chứng nhận hoàn thành khóa học');
    expect(text).toContain(`http://localhost:3000/vi/certificates/${code}`);

    // Warm (fonts loaded): the budget is 300 ms; the median of a few runs keeps a busy machine's outlier out.
    const stored = await certificateRepository.findByCode(code);
    await renderCertificatePdf(stored!, 'en');
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await renderCertificatePdf(stored!, run % 2 === 0 ? 'vi' : 'en');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.info(`certificate PDF: ${times.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    expect(times[2]).toBeLessThan(300);
  });
});

function pageContext(code: string, locale = 'en') {
  const res = { statusCode: 200, setHeader: () => res } as unknown as ServerResponse;
  const req = { headers: {} } as IncomingMessage;
  const context = {
    req,
    res,
    params: { code },
    resolvedUrl: `/certificates/${code}`,
    locale,
    defaultLocale: 'en',
    query: {},
  };
  return { context: context as unknown as GetServerSidePropsContext, res };
}
