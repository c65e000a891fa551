import { expectAccessible } from './support/accessibility';
import { waitForMail } from './support/mailbox';
import { ADMIN, BACK_OFFICE, signInAt } from './support/shop';
import { expect, test } from './support/test';

/**
 * The admins' chat tools, in both languages: the admin writes a canned reply for the
 * language; a visitor registers with name, phone and email and writes; the admin types
 * `/shortcut` in the reply box, picks the reply with the keyboard and sends it; the visitor
 * sees it; the admin adds an internal note the visitor never sees and closes the
 * conversation with its transcript, which reaches the visitor's mailbox in the
 * conversation's language without the note.
 */

/** Spec §9: the open widget polls every 5 s; a second of slack for the round trip. */
const OPEN_POLL_MS = 5_000 + 1_500;

const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    openChat: 'Chat with us',
    panel: 'Chat with LearnHub',
    name: 'Your name',
    phone: 'Phone number',
    email: 'Email (optional)',
    start: 'Start chat',
    message: 'Message',
    conversations: 'Conversations',
    reply: 'Reply',
    canned: 'Canned replies',
    languageName: 'English',
    shortcut: 'Shortcut',
    cannedText: 'Reply',
    addCanned: 'Add reply',
    saved: (shortcut: string) => `Saved /${shortcut}.`,
    cannedReply: 'Our IELTS course costs 1.990.000 VND, with a free first lesson.',
    question: 'How much is the IELTS course?',
    notes: 'Internal notes',
    newNote: 'New internal note',
    addNote: 'Add note',
    note: 'Promised a call back on Monday about a discount',
    close: 'Close conversation',
    transcript: 'Mail the transcript to the visitor',
    confirmClose: 'Yes, close it',
    transcriptSent: (email: string) => `The transcript is mailed to ${email}.`,
    closedNotice: /conversation has been closed/,
    mailSubject: /^Your conversation with LearnHub, /,
    team: 'LearnHub team',
  },
  {
    ...BACK_OFFICE.vi,
    openChat: 'Trò chuyện với chúng tôi',
    panel: 'Trò chuyện với LearnHub',
    name: 'Tên của bạn',
    phone: 'Số điện thoại',
    email: 'Email (không bắt buộc)',
    start: 'Bắt đầu trò chuyện',
    message: 'Tin nhắn',
    conversations: 'Các cuộc trò chuyện',
    reply: 'Trả lời',
    canned: 'Câu trả lời mẫu',
    languageName: 'Tiếng Việt',
    shortcut: 'Phím tắt',
    cannedText: 'Nội dung',
    addCanned: 'Thêm câu trả lời',
    saved: (shortcut: string) => `Đã lưu /${shortcut}.`,
    cannedReply: 'Khóa IELTS có học phí 1.990.000 ₫, buổi học đầu tiên miễn phí.',
    question: 'Khóa IELTS giá bao nhiêu ạ?',
    notes: 'Ghi chú nội bộ',
    newNote: 'Ghi chú nội bộ mới',
    addNote: 'Thêm ghi chú',
    note: 'Đã hứa gọi lại thứ Hai về việc giảm giá',
    close: 'Đóng cuộc trò chuyện',
    transcript: 'Gửi bản ghi cuộc trò chuyện cho khách qua email',
    confirmClose: 'Đồng ý đóng',
    transcriptSent: (email: string) => `Đã gửi bản ghi cuộc trò chuyện tới ${email}.`,
    closedNotice: /Cuộc trò chuyện này đã kết thúc/,
    mailSubject: /^Cuộc trò chuyện của bạn với LearnHub, /,
    team: 'Đội ngũ LearnHub',
  },
] as const;

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): a visitor's chat is answered with a canned reply, closed, and the transcript mailed`, async ({
    browser,
  }) => {
    const stamp = `${l.locale}${Date.now().toString(36)}`;
    const shortcut = `ielts-${stamp}`;
    const visitorName = `Phạm Minh Khoa ${stamp}`;
    const email = `khoa.${stamp}@example.com`;

    // The admin writes the canned reply for this language, in the console's drawer.
    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, l, ADMIN, '/admin/chat');
    await admin.getByRole('button', { name: l.canned, exact: true }).click();
    const drawer = admin.getByRole('dialog', { name: l.canned });
    await expect(drawer).toBeVisible();
    // A new reply starts in the console's language.
    await expect(drawer.locator('.ant-select').first()).toContainText(l.languageName);
    await drawer.getByLabel(l.shortcut, { exact: true }).fill(shortcut);
    await drawer.getByLabel(l.cannedText, { exact: true }).fill(l.cannedReply);
    await drawer.getByRole('button', { name: l.addCanned }).click();
    await expect(drawer.getByText(l.saved(shortcut))).toBeVisible();
    await expect(drawer.getByText(`/${shortcut}`, { exact: true })).toBeVisible();
    await expectAccessible(admin, 'the canned replies drawer');
    await drawer.press('Escape');
    await expect(drawer).toBeHidden();

    // A visitor registers with name, phone and email, and asks.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${l.prefix}/`);
    await visitor.getByRole('button', { name: l.openChat, exact: true }).click();
    const panel = visitor.getByRole('dialog', { name: l.panel });
    await panel.getByLabel(l.name).fill(visitorName);
    await panel.getByLabel(l.phone).fill('0912 345 678');
    await panel.getByLabel(l.email).fill(email);
    await expectAccessible(visitor, 'the chat registration with its optional email');
    await panel.getByRole('button', { name: l.start }).click();
    await panel.getByLabel(l.message).fill(l.question);
    await panel.getByLabel(l.message).press('Enter');
    const log = panel.getByRole('log');
    await expect(log.getByText(l.question)).toBeVisible();

    // The admin answers with the canned reply: "/" and the shortcut, Enter picks it, Enter sends it.
    const conversations = admin.getByRole('region', { name: l.conversations });
    await conversations.getByRole('button', { name: new RegExp(visitorName) }).click({ timeout: 15_000 });
    const conversation = admin.getByRole('region', { name: new RegExp(visitorName) });
    await expect(conversation.getByRole('log').getByText(l.question)).toBeVisible();
    const replyBox = conversation.getByLabel(l.reply, { exact: true });
    await replyBox.pressSequentially(`/${shortcut.slice(0, 8)}`);
    const suggestions = conversation.getByRole('listbox');
    await expect(suggestions.getByRole('option', { name: new RegExp(`/${shortcut}`) })).toBeVisible();
    await expectAccessible(admin, 'the reply box offering canned replies');
    await admin.screenshot({ path: test.info().outputPath(`chat-tools-suggestions-${l.locale}.png`), fullPage: true });
    await replyBox.press('Enter');
    await expect(replyBox).toHaveValue(l.cannedReply);
    await replyBox.press('Enter');
    await expect(conversation.getByRole('log').getByText(l.cannedReply)).toBeVisible();

    // The visitor sees the reply.
    await expect(log.getByText(l.cannedReply)).toBeVisible({ timeout: OPEN_POLL_MS });

    // An internal note: the team's only.
    await conversation.getByText(l.notes, { exact: true }).click();
    await conversation.getByLabel(l.newNote).fill(l.note);
    await conversation.getByRole('button', { name: l.addNote }).click();
    await expect(conversation.getByRole('list', { name: l.notes }).getByText(l.note)).toBeVisible();
    await expectAccessible(admin, 'a conversation with an internal note');

    // Closed with the transcript.
    await conversation.getByRole('button', { name: l.close }).click();
    await conversation.getByRole('checkbox', { name: l.transcript }).check();
    await conversation.getByRole('button', { name: l.confirmClose }).click();
    // The transcript is mailed before the conversation closes.
    await expect(conversation.getByText(l.transcriptSent(email))).toBeVisible({ timeout: 15_000 });
    await admin.screenshot({ path: test.info().outputPath(`chat-tools-closed-${l.locale}.png`), fullPage: true });

    // The visitor is told it is closed, and never saw the note.
    await expect(log.getByText(l.closedNotice)).toBeVisible({ timeout: OPEN_POLL_MS });
    await expect(panel.getByText(l.note)).toHaveCount(0);

    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(l.mailSubject);
    expect(mail.text).toContain(`${visitorName}:\n${l.question}`);
    expect(mail.text).toContain(`${l.team}:\n${l.cannedReply}`);
    expect(mail.text).not.toContain(l.note);
    expect(mail.html).not.toContain(l.note);
  });
}
