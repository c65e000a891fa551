import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { linkIn, waitForMail, waitForMailWhere, type Mail } from './support/mailbox';
import { ADMIN, BACK_OFFICE, signInAt } from './support/shop';
import { expect, test } from './support/test';

/**
 * The newsletter, in both languages: four readers subscribe in the page's language and three
 * confirm through their mails; the admin writes an issue, previews it, mails a test to
 * themself and sends it. The three confirmed readers get it, in their language, the pending
 * one does not; one follows the mail's unsubscribe link, and the admin's list shows them
 * unsubscribed.
 */
const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT ?? 3126}`;

const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    newsletter: 'Newsletter',
    subscribers: 'Subscribers',
    issues: 'Issues',
    newIssue: 'New issue',
    search: 'Search',
    subject: (language: string) => `Subject (${language})`,
    body: (language: string) => `Body (Markdown) (${language})`,
    english: 'English',
    vietnamese: 'Vietnamese',
    save: 'Save',
    preview: 'Preview in English',
    previewFrame: "Preview of the mail's body in English",
    test: 'Send test to me',
    testSent: `Test mail sent to ${ADMIN.email}.`,
    testSubject: (subject: string) => `[Test] ${subject}`,
    send: /^Send to \d+ readers?$/,
    confirmedCount: /^English: \d+ confirmed readers?$/,
    started: 'The send has started.',
    sent: 'Sent',
    pending: 'Pending',
    unsubscribedStatus: 'Unsubscribed',
    unsubscribe: 'Unsubscribe',
    unsubscribedHeading: 'You are unsubscribed',
  },
  {
    ...BACK_OFFICE.vi,
    newsletter: 'Bản tin',
    subscribers: 'Người đăng ký',
    issues: 'Các số bản tin',
    newIssue: 'Số mới',
    search: 'Tìm kiếm',
    subject: (language: string) => `Tiêu đề (${language})`,
    body: (language: string) => `Nội dung (Markdown) (${language})`,
    english: 'Tiếng Anh',
    vietnamese: 'Tiếng Việt',
    save: 'Lưu',
    preview: 'Xem trước bằng Tiếng Anh',
    previewFrame: 'Xem trước nội dung email bằng Tiếng Anh',
    test: 'Gửi thử cho tôi',
    testSent: `Đã gửi email thử tới ${ADMIN.email}.`,
    testSubject: (subject: string) => `[Thử] ${subject}`,
    send: /^Gửi tới \d+ độc giả$/,
    confirmedCount: /^Tiếng Việt: \d+ độc giả đã xác nhận$/,
    started: 'Đã bắt đầu gửi.',
    sent: 'Đã gửi',
    pending: 'Chờ xác nhận',
    unsubscribedStatus: 'Đã hủy đăng ký',
    unsubscribe: 'Hủy đăng ký',
    unsubscribedHeading: 'Bạn đã hủy đăng ký',
  },
] as const;

/** Subscribes through the API in the page's language, as the footer form does. */
async function subscribe(request: APIRequestContext, email: string, locale: string) {
  const reply = await request.post('/api/newsletter', { data: { email }, headers: { 'Accept-Language': locale } });
  expect(reply.status()).toBe(200);
}

async function mailsTo(email: string): Promise<Mail[]> {
  return (await (await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): a newsletter reaches the confirmed readers only, and its unsubscribe link works`, async ({
    page,
    request,
  }) => {
    const stamp = `${l.locale}${Date.now().toString(36)}`;
    const readers = [1, 2, 3].map((n) => `reader${n}.${stamp}@example.com`);
    const pending = `pending.${stamp}@example.com`;
    for (const email of [...readers, pending]) await subscribe(request, email, l.locale);
    for (const email of readers) {
      const token = linkIn(await waitForMail(email), '/newsletter/confirm').searchParams.get('token');
      expect((await request.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
    }

    // The subscribers, found from the menu.
    await signInAt(page, l, ADMIN, '/admin');
    await page.getByRole('navigation', { name: l.adminNav }).getByRole('link', { name: l.newsletter }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/newsletter$`));
    await page.getByLabel(l.search, { exact: true }).fill(stamp);
    await page.getByRole('button', { name: l.search, exact: true }).click();
    await expect(page.getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('row', { name: new RegExp(pending.replace(/\./g, '\\.')) })).toContainText(l.pending);
    await expectAccessible(page, 'the newsletter subscribers');

    // A new issue, in both languages.
    await page.getByRole('tab', { name: l.issues }).click();
    await expect(page).toHaveURL(/tab=issues/);
    await page.getByRole('button', { name: l.newIssue }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/newsletter/new$`));
    const subjects = { en: `December news ${stamp}`, vi: `Tin tháng Mười Hai ${stamp}` };
    await page.getByLabel(l.subject(l.english), { exact: true }).fill(subjects.en);
    await page.getByLabel(l.subject(l.vietnamese), { exact: true }).fill(subjects.vi);
    await page.getByLabel(l.body(l.english), { exact: true }).fill('## Three new courses\n\nStart **today**.');
    await page.getByLabel(l.body(l.vietnamese), { exact: true }).fill('## Ba khóa học mới\n\nBắt đầu **hôm nay**.');
    await page.getByRole('button', { name: l.save, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/newsletter/[0-9a-f-]{36}$`));

    const preview = page.frameLocator(`iframe[title="${l.previewFrame}"]`);
    // The first save moves the editor to the issue's own address: a click during that
    // change of page can land on the page being left, so it is made again until it shows.
    await expect(async () => {
      await page.getByRole('button', { name: l.preview }).click();
      await expect(preview.getByRole('heading', { name: 'Three new courses' })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });

    await page.getByRole('button', { name: l.test }).click();
    await expect(page.getByText(l.testSent)).toBeVisible();
    const readerSubject = l.locale === 'en' ? subjects.en : subjects.vi;
    await waitForMailWhere(ADMIN.email, (mail) => mail.subject === l.testSubject(readerSubject));
    await expectAccessible(page, 'a newsletter issue before its send');

    // The send, after a confirmation that gives the readers per language.
    await page.getByRole('button', { name: l.send }).first().click();
    await expect(page.getByText(l.confirmedCount)).toBeVisible();
    // The confirmation's own button comes last in the document.
    await page.getByRole('button', { name: l.send }).last().click();
    await expect(page.getByText(l.started)).toBeVisible();
    await expect(page.getByText(l.sent, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath(`newsletter-sent-${l.locale}.png`), fullPage: true });

    const received: Mail[] = [];
    for (const email of readers) received.push(await waitForMailWhere(email, (mail) => mail.subject === readerSubject));
    expect(received[0]!.text).toContain(l.locale === 'en' ? 'Start **today**.' : 'Bắt đầu **hôm nay**.');
    expect((await mailsTo(pending)).filter((mail) => mail.subject.includes(stamp))).toEqual([]);

    // The first reader leaves through the mail's link.
    const unsubscribeLink = linkIn(received[0]!, '/newsletter/unsubscribe');
    expect(unsubscribeLink.pathname).toBe(`${l.prefix}/newsletter/unsubscribe`);
    const reader = await (await page.context().browser()!.newContext()).newPage();
    await reader.goto(unsubscribeLink.pathname + unsubscribeLink.search);
    await reader.getByRole('button', { name: l.unsubscribe, exact: true }).click();
    await expect(reader.getByRole('heading', { name: l.unsubscribedHeading })).toBeVisible();

    await page.goto(`${l.prefix}/admin/newsletter?q=${encodeURIComponent(readers[0]!)}`);
    await expect(page.getByRole('row', { name: new RegExp(readers[0]!.replace(/\./g, '\\.')) })).toContainText(
      l.unsubscribedStatus,
    );
    await page.screenshot({ path: test.info().outputPath(`newsletter-unsubscribed-${l.locale}.png`), fullPage: true });
  });
}
