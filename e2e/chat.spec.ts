import { expectAccessible } from './support/accessibility';
import { expect, test, type Browser, type Page } from './support/test';
import { submitSignIn } from './support/sign-in';

/**
 * Live chat end to end, with two people in two browser contexts: a visitor (or learner)
 * on the public site and an admin in /admin/chat — real polling, no shortcuts.
 */

const ADMIN = { email: 'admin@learnhub.local', password: 'Admin#2026!' };
const LEARNER = { email: 'learner@learnhub.local', password: 'Learner#2026!' };

/**
 * With the push stream live a reply is fetched as soon as it is pushed, but no sooner than
 * 2 s after the widget's last poll (the server's minimum): within 2.2 s, and a second of
 * slack for the round trips. Polling alone would take up to 5 s (open) or 10 s (closed).
 */
const PUSHED_MS = 2_200 + 1_000;

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    openChat: 'Chat with us',
    closeChat: 'Close chat',
    panel: 'Chat with LearnHub',
    name: 'Your name',
    phone: 'Phone number',
    start: 'Start chat',
    message: 'Message',
    failed: '(failed to send)',
    sendFailed: 'Failed to send message. Please try again.',
    retry: 'Retry',
    unread: 'Unread messages: 1',
    password: 'Password',
    signIn: 'Sign in',
    conversations: 'Conversations',
    unreadInList: 'Unread: 1',
    reply: 'Reply',
  },
  {
    locale: 'vi',
    prefix: '/vi',
    openChat: 'Trò chuyện với chúng tôi',
    closeChat: 'Đóng trò chuyện',
    panel: 'Trò chuyện với LearnHub',
    name: 'Tên của bạn',
    phone: 'Số điện thoại',
    start: 'Bắt đầu trò chuyện',
    message: 'Tin nhắn',
    failed: '(gửi không thành công)',
    sendFailed: 'Gửi tin nhắn không thành công. Vui lòng thử lại.',
    retry: 'Gửi lại',
    unread: 'Tin nhắn chưa đọc: 1',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    conversations: 'Các cuộc trò chuyện',
    unreadInList: 'Chưa đọc: 1',
    reply: 'Trả lời',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** A name no other test (or run) uses, so each finds its own conversation in the admin list. */
const uniqueName = (who: string) => `${who} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, l: Language, account: { email: string; password: string }) {
  await submitSignIn(page, l, account.email, account.password);
}

async function openAdminConsole(browser: Browser, l: Language): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${l.prefix}/admin/chat`);
  await expect(page).toHaveURL(/\/authen\/sign-in\?redirectUrl=%2Fadmin%2Fchat$/);
  await signIn(page, l, ADMIN);
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/chat$`));
  return page;
}

async function openWidget(page: Page, l: Language) {
  await page.getByRole('button', { name: l.openChat, exact: true }).click();
  const panel = page.getByRole('dialog', { name: l.panel });
  await expect(panel).toBeVisible();
  return panel;
}

for (const l of LANGUAGES) {
  test.describe(`chat (${l.locale})`, () => {
    test('a visitor writes, the admin sees it unread and replies, the visitor gets the reply and the badge', async ({
      browser,
    }) => {
      const visitorName = uniqueName('Visitor');
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`${l.prefix}/`);
      const panel = await openWidget(visitor, l);
      await expectAccessible(visitor, 'the chat, asking a visitor who they are');
      await panel.getByLabel(l.name).fill(visitorName);
      await panel.getByLabel(l.phone).fill('0901 234 567');
      const streamOpened = visitor.waitForResponse((response) => response.url().includes('/api/chat/stream?'));
      await panel.getByRole('button', { name: l.start }).click();
      // The conversation's push stream is open (issue 25).
      const stream = await streamOpened;
      expect(stream.status()).toBe(200);
      expect(stream.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
      await panel.getByLabel(l.message).fill('Do you have a course on SQL?');
      await panel.getByLabel(l.message).press('Enter');
      const log = panel.getByRole('log');
      await expect(log.getByText('Do you have a course on SQL?')).toBeVisible();

      const admin = await openAdminConsole(browser, l);
      const conversations = admin.getByRole('region', { name: l.conversations });
      const session = conversations.getByRole('button', { name: new RegExp(visitorName) });
      await expect(session).toContainText(l.unreadInList);
      await expect(session).toContainText('Do you have a course on SQL?');
      // The title counts what is unread: at least this message.
      await expect(admin).toHaveTitle(/^\(\d+\) /);

      await session.click();
      const conversation = admin.getByRole('region', { name: new RegExp(visitorName) });
      await expect(conversation.getByRole('log').getByText('Do you have a course on SQL?')).toBeVisible();
      await expect(session).not.toContainText(l.unreadInList);
      await conversation.getByLabel(l.reply).fill('Yes: SQL from zero, in the Data track.');
      await conversation.getByLabel(l.reply).press('Enter');
      await expect(conversation.getByRole('log').getByText('Yes: SQL from zero, in the Data track.')).toBeVisible();
      await expectAccessible(admin, "the admins' console, in a conversation");

      // Panel open: the reply is pushed.
      await expect(log.getByText('Yes: SQL from zero, in the Data track.')).toBeVisible({ timeout: PUSHED_MS });
      await expectAccessible(visitor, 'the chat, with a reply');

      // Panel closed: the next reply raises the badge.
      await panel.getByRole('button', { name: l.closeChat }).click();
      await expect(panel).toBeHidden();
      await conversation.getByLabel(l.reply).fill('The first lesson is free.');
      await conversation.getByLabel(l.reply).press('Enter');
      const launcher = visitor.getByRole('button', { name: `${l.openChat}. ${l.unread}` });
      await expect(launcher).toBeVisible({ timeout: PUSHED_MS });
      await expect(launcher).toContainText('1');
      await expectAccessible(visitor, 'the chat launcher with an unread reply');
      await launcher.click();
      await expect(log.getByText('The first lesson is free.')).toBeVisible();
      await expect(visitor.getByRole('button', { name: l.closeChat, expanded: true })).not.toContainText('1');

      // After a reload the conversation is still there (the visitor record).
      await visitor.reload();
      const again = await openWidget(visitor, l);
      await expect(again.getByRole('log').getByText('The first lesson is free.')).toBeVisible();
      await expect(again.getByLabel(l.name)).toBeHidden();
    });

    test('a signed-in learner chats without registering', async ({ page, browser }) => {
      await page.goto(`${l.prefix}/authen/sign-in`);
      await signIn(page, l, LEARNER);
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${l.prefix || '/'}$`));
      const panel = await openWidget(page, l);
      await expect(panel.getByLabel(l.message)).toBeVisible();
      await expect(panel.getByLabel(l.name)).toBeHidden();
      const text = `Question from a learner (${l.locale} ${Date.now()})`;
      await panel.getByLabel(l.message).fill(text);
      await panel.getByLabel(l.message).press('Enter');
      await expect(panel.getByRole('log').getByText(text)).toBeVisible();
      await expect(panel.getByText(l.failed)).toBeHidden();

      const admin = await openAdminConsole(browser, l);
      await expect(
        admin
          .getByRole('region', { name: l.conversations })
          .getByRole('button', { name: /Learner/ })
          .first(),
      ).toBeVisible();
    });

    test('a failed send is marked and can be retried', async ({ page }) => {
      let failNextSend = true;
      await page.route('**/api/chat/messages', async (route) => {
        if (route.request().method() === 'POST' && failNextSend) {
          failNextSend = false;
          await route.abort('failed');
          return;
        }
        await route.continue();
      });
      await page.goto(`${l.prefix}/courses`);
      const panel = await openWidget(page, l);
      await panel.getByLabel(l.name).fill(uniqueName('Retry visitor'));
      await panel.getByLabel(l.phone).fill('+84 90 123 4567');
      await panel.getByRole('button', { name: l.start }).click();
      await panel.getByLabel(l.message).fill('This one fails first');
      await panel.getByLabel(l.message).press('Enter');

      const log = panel.getByRole('log');
      await expect(log.getByText(l.failed)).toBeVisible();
      await expect(panel.getByRole('alert')).toHaveText(new RegExp(l.sendFailed));
      await expectAccessible(page, 'the chat with a message that failed to send');
      await log.getByRole('button', { name: l.retry }).click();
      await expect(log.getByText(l.failed)).toBeHidden();
      await expect(log.getByText('This one fails first')).toHaveCount(1);
    });
  });
}

test('the widget is on public pages only: not on sign-in, not in the admin console', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('button', { name: 'Chat with us', exact: true })).toBeVisible();
  await page.goto('/authen/sign-in?redirectUrl=%2Fadmin%2Fchat');
  await expect(page.getByRole('button', { name: 'Chat with us', exact: true })).toHaveCount(0);
  await signIn(page, LANGUAGES[0], ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us', exact: true })).toHaveCount(0);
});
