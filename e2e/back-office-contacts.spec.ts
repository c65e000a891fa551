import { expectAccessible } from './support/accessibility';
import { waitForMail } from './support/mailbox';
import { ADMIN, BACK_OFFICE, signInAt } from './support/shop';
import { expect, test } from './support/test';

/**
 * The contact inbox, in both languages: a reader sends the contact form; the admin finds the
 * message in the inbox (the menu counts it unread), opens it, answers it from its page, and
 * the answer reaches the reader's mailbox in the language they wrote in.
 */
const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    contactName: 'Your name',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    sendMessage: 'Send message',
    messageSent: 'Thank you, your message is sent',
    inbox: /^Contact inbox/,
    unread: /\d+ unread/,
    search: 'Search',
    inProgress: 'In progress',
    answered: 'Answered',
    answer: 'Your answer',
    send: 'Send the answer',
    sent: (email: string) => `The answer is mailed to ${email}.`,
    replySubject: (subject: string) => `Re: ${subject}`,
  },
  {
    ...BACK_OFFICE.vi,
    contactName: 'Họ và tên',
    contactSubject: 'Chủ đề',
    contactMessage: 'Nội dung',
    sendMessage: 'Gửi tin nhắn',
    messageSent: 'Cảm ơn bạn, tin nhắn đã được gửi',
    inbox: /^Hộp thư liên hệ/,
    unread: /\d+ chưa đọc/,
    search: 'Tìm kiếm',
    inProgress: 'Đang xử lý',
    answered: 'Đã trả lời',
    answer: 'Câu trả lời của bạn',
    send: 'Gửi câu trả lời',
    sent: (email: string) => `Đã gửi câu trả lời tới ${email}.`,
    replySubject: (subject: string) => `Trả lời: ${subject}`,
  },
] as const;

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): a contact message is answered from the inbox`, async ({ page, browser }) => {
    const stamp = `${l.locale}${Date.now().toString(36)}`;
    const email = `reader.${stamp}@example.com`;
    const subject = `Website for a bakery ${stamp}`;

    await page.goto(`${l.prefix}/contact`);
    await page.getByLabel(l.contactName, { exact: true }).fill('Võ Thị Hồng');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel(l.contactSubject, { exact: true }).fill(subject);
    await page.getByLabel(l.contactMessage, { exact: true }).fill('How much would an online shop for our bakery cost?');
    await page.getByRole('button', { name: l.sendMessage }).click();
    await expect(page.getByRole('heading', { name: l.messageSent })).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, l, ADMIN, '/admin');
    const inboxLink = admin.getByRole('navigation', { name: l.adminNav }).getByRole('link', { name: l.inbox });
    await expect(inboxLink).toHaveAccessibleName(l.unread);
    await inboxLink.click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/contacts$`));
    await admin.getByLabel(l.search, { exact: true }).fill(stamp);
    await admin.getByRole('button', { name: l.search, exact: true }).click();
    await expect(admin.getByRole('row')).toHaveCount(2);
    await expectAccessible(admin, 'the contact inbox');
    await admin.getByRole('link', { name: subject }).click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/contacts/[0-9a-f-]{36}$`));
    // Opened: no longer unread.
    await expect(admin.getByText(l.inProgress, { exact: true }).first()).toBeVisible();

    await admin.getByLabel(l.answer, { exact: true }).fill('Dear Hồng,\n\nAn online shop starts at 15.000.000 VND.');
    await admin.getByRole('button', { name: l.send }).click();
    await expect(admin.getByText(l.sent(email))).toBeVisible();
    await expect(admin.getByText(l.answered, { exact: true }).first()).toBeVisible();
    await expect(admin.getByText('An online shop starts at 15.000.000 VND.')).toBeVisible();
    await expectAccessible(admin, 'an answered contact message');
    await admin.screenshot({ path: test.info().outputPath(`contact-answered-${l.locale}.png`), fullPage: true });

    const mail = await waitForMail(email);
    expect(mail.subject).toBe(l.replySubject(subject));
    expect(mail.text).toContain('An online shop starts at 15.000.000 VND.');
    expect(mail.text).toContain('How much would an online shop for our bakery cost?');
  });
}
