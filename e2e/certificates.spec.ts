import { extractText, getDocumentProxy } from 'unpdf';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { ADMIN, newLearner, signInAt } from './support/shop';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { FullExam } from '../src/lib/exam/quiz-types';

/**
 * Certificates (issue 24), in both languages: a new learner enrols in the free JavaScript
 * course, completes its lessons (through the API, as the player does), passes its final quiz
 * in strict mode through the exam page, finds the certificate on /my-course, downloads the
 * PDF and reads it, and the verification page, opened signed out, says it is valid — then
 * revoked, once an admin has revoked it.
 */
const COURSE_SLUG = 'nen-tang-javascript-cho-nguoi-moi';
const LEARNER_NAME = 'Trần Minh Khoa';

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    password: 'Password',
    signIn: 'Sign in',
    finalQuiz: 'Functions and arrays',
    startStrict: 'Start strict attempt',
    next: 'Next',
    finish: 'Review and submit',
    reviewTitle: 'Review before submitting',
    submit: 'Submit answers',
    passed: 'Passed',
    viewCertificate: 'View your certificate',
    heading: `${LEARNER_NAME} completed JavaScript Fundamentals for Beginners`,
    valid: 'Valid certificate',
    revoked: /^Revoked on \d{1,2} \w+ \d{4}$/,
    reason: 'Reason: Refund requested',
    download: 'Download PDF',
    copyLink: 'Copy link',
    revoke: 'Revoke',
    revokeNamed: (code: string) => `Revoke certificate ${code}`,
    reasonLabel: 'Reason',
    revokedDone: (code: string) => `Certificate ${code} revoked.`,
    restore: 'Restore',
  },
  {
    locale: 'vi',
    prefix: '/vi',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    finalQuiz: 'Hàm và mảng',
    startStrict: 'Bắt đầu thi thật',
    next: 'Câu sau',
    finish: 'Xem lại và nộp bài',
    reviewTitle: 'Xem lại trước khi nộp',
    submit: 'Nộp bài',
    passed: 'Đạt',
    viewCertificate: 'Xem chứng nhận của bạn',
    heading: `${LEARNER_NAME} đã hoàn thành khóa học Nền tảng JavaScript cho người mới`,
    valid: 'Chứng nhận hợp lệ',
    revoked: /^Đã thu hồi ngày \d{1,2} thg \d{1,2}, \d{4}$/,
    reason: 'Lý do: Refund requested',
    download: 'Tải bản PDF',
    copyLink: 'Sao chép liên kết',
    revoke: 'Thu hồi',
    revokeNamed: (code: string) => `Thu hồi chứng nhận ${code}`,
    reasonLabel: 'Lý do',
    revokedDone: (code: string) => `Đã thu hồi chứng nhận ${code}.`,
    restore: 'Khôi phục',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

interface CoursePage {
  id: number;
  sections: { lessons: { id: number }[] }[];
  quiz_info: { quizzes: { id: number; title: string }[] }[];
}

/** Enrols the learner and completes every lesson, as the player reports a lesson watched to the end. */
async function finishLessons(request: APIRequestContext, token: string, l: Language): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const reply = await request.get(`/api/exam/courses/slugs/${COURSE_SLUG}?lang=${l.locale}`, { headers });
  const course = (await reply.json()).data as CoursePage;
  expect((await request.post(`/api/exam/courses/${course.id}/enrol`, { headers })).status()).toBe(200);
  for (const lesson of course.sections.flatMap((section) => section.lessons)) {
    const saved = await request.put(`/api/exam/lessons/${lesson.id}/progress`, {
      headers,
      data: { position_s: 1, completed: true },
    });
    expect(saved.status()).toBe(200);
  }
  const quiz = course.quiz_info.flatMap((group) => group.quizzes).find((item) => item.title === l.finalQuiz);
  return quiz!.id;
}

/** Takes the strict attempt through the exam page: single, multiple and true/false right (3 of 4 pass its 70%). */
async function passStrict(page: Page, request: APIRequestContext, token: string, l: Language, quizId: number) {
  const keyReply = await request.get(`/api/exam/quizzes/${quizId}/full-exam?mode=practice&lang=${l.locale}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const questions = ((await keyReply.json()).data as FullExam).exam;
  await page.goto(`${l.prefix}/quiz/${quizId}`);
  await page.getByRole('link', { name: l.startStrict }).click();
  await expect(page).toHaveURL(/[?&]attempt=\d+/);
  const main = page.getByRole('main');
  for (const [position, question] of questions.entries()) {
    const right = question.list_answer.filter((item) => item.correct).map((item) => item.content.replaceAll('`', ''));
    if (question.question_type === 1 || question.question_type === 3) {
      await main.getByRole('radio', { name: right[0], exact: true }).check();
    } else if (question.question_type === 2) {
      for (const name of right) await main.getByRole('checkbox', { name, exact: true }).check();
    }
    if (position < questions.length - 1) await page.getByRole('button', { name: l.next }).click();
  }
  await page.getByRole('complementary').getByRole('button', { name: l.finish }).click();
  await expect(page.getByRole('heading', { name: l.reviewTitle })).toBeVisible();
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page).toHaveURL(/\/quiz\/result\/\d+$/);
  await expect(page.getByText(l.passed, { exact: true }).first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

for (const l of LANGUAGES) {
  test(`[${l.locale}] a learner finishes the free course, gets the certificate and its PDF; the public page verifies it, then says revoked`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const learner = await newLearner(request, `certificate-${l.locale}`);
    const quizId = await finishLessons(request, learner.token, l);

    await signInAt(page, l, learner, `/quiz/${quizId}`);
    await passStrict(page, request, learner.token, l, quizId);

    await page.goto(`${l.prefix}/my-course`);
    await page.getByRole('link', { name: l.viewCertificate }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/certificates/LH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$`));
    const code = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
    await expect(page.getByText(l.valid, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page, 'a certificate, to its learner');
    await page.screenshot({ path: test.info().outputPath(`certificate-${l.locale}.png`), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: l.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
    expect(pdf.numPages).toBe(1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(code);
    expect(text).toContain(LEARNER_NAME);

    // Signed out, in a browser of its own: what anyone with the link sees.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${l.prefix}/certificates/${code}`);
    await expect(publicPage.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
    await expect(publicPage.getByText(l.valid, { exact: true })).toBeVisible();
    await expect(publicPage.getByRole('button', { name: l.copyLink })).toBeVisible();

    // The admin revokes it from the learner's page in the back office.
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${learner.token}` } });
    const learnerId = ((await me.json()).data as { id: string }).id;
    const office = await browser.newContext();
    const adminPage = await office.newPage();
    await signInAt(adminPage, l, ADMIN, `/admin/users/${learnerId}`);
    await adminPage.getByRole('button', { name: l.revokeNamed(code) }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel(l.reasonLabel).fill('Refund requested');
    await dialog.getByRole('button', { name: l.revoke, exact: true }).click();
    await expect(adminPage.getByText(l.revokedDone(code))).toBeVisible();
    await expect(adminPage.getByRole('button', { name: l.restore })).toBeVisible();
    await office.close();

    await publicPage.reload();
    await expect(publicPage.getByText(l.revoked)).toBeVisible();
    await expect(publicPage.getByText(l.reason, { exact: true })).toBeVisible();
    await expect(publicPage.getByText(l.valid, { exact: true })).toHaveCount(0);
    await expectAccessible(publicPage, 'a revoked certificate, signed out');
    await publicPage.screenshot({ path: test.info().outputPath(`revoked-${l.locale}.png`), fullPage: true });
    await visitor.close();

    expect((await request.get(`/api/certificates/LH-0000-0000-0000`)).status()).toBe(404);
    expect((await page.goto(`${l.prefix}/certificates/LH-0000-0000-0000`))!.status()).toBe(404);
  });
}
