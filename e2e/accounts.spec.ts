import { expect, test, type Page } from './support/test';
import { linkIn, waitForMail } from './support/mailbox';
import { holdScripts } from './support/slow-scripts';
import { submitSignIn } from './support/sign-in';

/** A fresh address per test (and per run), so journeys never meet each other's accounts. */
function newEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** What each journey reads and clicks, per language: the journeys run in both. */
const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    home: '/',
    name: 'Full name',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    createAccount: 'Create account',
    checkEmail: 'Check your email',
    emailVerified: 'Email verified',
    verifyEmail: 'Verify my email',
    signIn: 'Sign in',
    accountMenu: 'Nguyễn Thu Hà, account menu',
    profile: 'Profile',
    signOut: 'Sign out',
    myProfile: 'My profile',
    editDetails: 'Edit details',
    phone: 'Phone',
    jobTitle: 'Job title',
    save: 'Save changes',
    saved: 'Your details have been saved.',
    sendResetLink: 'Send reset link',
    resetPassword: 'Reset password',
    passwordChanged: 'Password changed',
  },
  {
    locale: 'vi',
    prefix: '/vi',
    home: '/vi',
    name: 'Họ và tên',
    password: 'Mật khẩu',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Nhập lại mật khẩu mới',
    createAccount: 'Tạo tài khoản',
    checkEmail: 'Kiểm tra email của bạn',
    emailVerified: 'Đã xác minh email',
    verifyEmail: 'Xác minh email của tôi',
    signIn: 'Đăng nhập',
    accountMenu: 'Nguyễn Thu Hà, menu tài khoản',
    profile: 'Hồ sơ',
    signOut: 'Đăng xuất',
    myProfile: 'Hồ sơ của tôi',
    editDetails: 'Sửa thông tin',
    phone: 'Số điện thoại',
    jobTitle: 'Chức danh',
    save: 'Lưu thay đổi',
    saved: 'Đã lưu thông tin của bạn.',
    sendResetLink: 'Gửi liên kết đặt lại',
    resetPassword: 'Đặt lại mật khẩu',
    passwordChanged: 'Đã đổi mật khẩu',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

async function signUp(page: Page, l: Language, email: string, password: string) {
  await page.goto(`${l.prefix}/authen/sign-up`);
  await page.getByLabel(l.name).fill('Nguyễn Thu Hà');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: l.createAccount }).click();
  await expect(page.getByRole('heading', { name: l.checkEmail })).toBeVisible();
}

for (const l of LANGUAGES) {
  test.describe(`accounts (${l.locale})`, () => {
    test('sign up, verify by mail, sign in back to the page asked for, edit the profile, sign out', async ({
      page,
      context,
    }) => {
      const email = newEmail(`journey-${l.locale}`);
      const password = 'Sunflower-river-42';
      await signUp(page, l, email, password);

      const verifyLink = linkIn(await waitForMail(email), '/authen/verify-email');
      expect(verifyLink.pathname).toBe(`${l.prefix}/authen/verify-email`);
      await page.goto(verifyLink.pathname + verifyLink.search);
      // Opening the link verifies nothing (mail scanners open links): the button does.
      await page.getByRole('button', { name: l.verifyEmail }).click();
      await expect(page.getByRole('heading', { name: l.emailVerified })).toBeVisible();

      // Start where a visitor would: a page the header's sign-in link should bring them back to.
      await page.goto(`${l.prefix}/courses?level=beginner`);
      await page.getByRole('banner').getByRole('link', { name: l.signIn }).click();
      await expect(page).toHaveURL(/\/authen\/sign-in\?redirectUrl=%2Fcourses%3Flevel%3Dbeginner$/);
      // The address changes before the sign-in page is shown (a client-side navigation waits
      // for the page's stylesheet): the visitor types once they see the form.
      await expect(page.getByRole('heading', { level: 1, name: l.signIn })).toBeVisible();
      await submitSignIn(page, l, email, password);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/courses\\?level=beginner$`));
      const menu = page.getByRole('button', { name: l.accountMenu, exact: true });
      await expect(menu).toContainText('Nguyễn Thu Hà');

      await menu.click();
      await page.getByRole('menuitem', { name: l.profile }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.myProfile })).toBeVisible();
      await page.getByRole('button', { name: l.editDetails }).click();
      await page.getByLabel(l.phone).fill('+84 90 123 4567');
      await page.getByLabel(l.jobTitle).fill('Backend developer');
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByText('Backend developer')).toBeVisible();
      await expect(page.getByText('+84 90 123 4567')).toBeVisible();

      await menu.click();
      await page.getByRole('menuitem', { name: l.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${l.home}$`));
      // The keyboard's focus moves from the menu to the link that replaced it, across the
      // navigation home.
      await expect(page.getByRole('banner').getByRole('link', { name: l.signIn })).toBeFocused();
      expect((await context.cookies()).filter((c) => c.name === 'token' || c.name === 'user')).toEqual([]);
      // The session is over on the server too: the profile now asks to sign in again.
      await page.goto(`${l.prefix}/profile`);
      await expect(page).toHaveURL(/\/authen\/sign-in\?redirectUrl=%2Fprofile$/);
    });

    test('forget the password, reset it from the mail (once), sign in with the new one', async ({ page }) => {
      const email = newEmail(`reset-${l.locale}`);
      await signUp(page, l, email, 'Old-password-2026');
      await waitForMail(email);

      await page.goto(`${l.prefix}/authen/forgot-password`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: l.sendResetLink }).click();
      await expect(page.getByRole('heading', { name: l.checkEmail })).toBeVisible();

      const resetLink = linkIn(await waitForMail(email, 1), '/authen/reset-password');
      expect(resetLink.pathname).toBe(`${l.prefix}/authen/reset-password`);
      const reset = async (password: string) => {
        await page.goto(resetLink.pathname + resetLink.search);
        await page.getByLabel(l.newPassword, { exact: true }).fill(password);
        await page.getByLabel(l.confirmPassword).fill(password);
        await page.getByRole('button', { name: l.resetPassword }).click();
      };
      await reset('New-password-2026');
      await expect(page.getByRole('heading', { name: l.passwordChanged })).toBeVisible();
      // The link works once.
      await reset('Another-password-2026');
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();

      await page.goto(`${l.prefix}/authen/sign-in`);
      await submitSignIn(page, l, email, 'Old-password-2026');
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await submitSignIn(page, l, email, 'New-password-2026');
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${l.home}$`));
      await expect(page.getByRole('button', { name: l.accountMenu, exact: true })).toBeVisible();
    });

    // A fast failed reply once left antd's spinner on the button for good: its slide-out never
    // ended (rarely with motion, always under reduced motion, whose CSS removed transitions).
    test('a failed sign-in leaves the button as it was, ready to try again, with and without reduced motion', async ({
      page,
    }) => {
      for (const reducedMotion of ['no-preference', 'reduce'] as const) {
        await page.emulateMedia({ reducedMotion });
        await page.goto(`${l.prefix}/authen/sign-in`);
        let sendReply = () => {};
        const replyHeld = new Promise<void>((resolve) => (sendReply = resolve));
        await page.route('**/api/auth/login', async (route) => {
          await replyHeld;
          await route.continue();
        });

        await submitSignIn(page, l, newEmail(`retry-${reducedMotion}`), 'not-the-password');
        const button = page.getByRole('main').getByRole('button', { name: l.signIn, exact: true });
        await expect(button).toHaveAttribute('aria-busy', 'true');
        sendReply();
        await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
        await expect(button).not.toHaveAttribute('aria-busy');
        await expect(button.locator('.anticon-loading')).toHaveCount(0);
        await page.unroute('**/api/auth/login');

        // Reduced motion shortens transitions to nothing but keeps their end, which antd waits
        // for. A 10 s transition cannot end in 2 s unless shortened; shortened, it is given up
        // to 8 s to be delivered by a busy browser.
        const transitionEnds = await page.evaluate(
          (waitMs) =>
            new Promise<boolean>((resolve) => {
              const box = document.body.appendChild(document.createElement('div'));
              box.style.transition = 'opacity 10s';
              box.getBoundingClientRect();
              box.addEventListener('transitionend', () => resolve(true));
              setTimeout(() => resolve(false), waitMs);
              requestAnimationFrame(() => (box.style.opacity = '0'));
            }),
          reducedMotion === 'reduce' ? 8_000 : 2_000,
        );
        expect(transitionEnds).toBe(reducedMotion === 'reduce');
      }
    });

    test('an email typed while the page’s script is still loading is kept, and signs in', async ({ page }) => {
      // A slow phone: the form shows before its script has run, and the visitor types at once.
      // The scripts are held until the email is in, so the typing surely comes first.
      const releaseScripts = await holdScripts(page);
      await page.goto(`${l.prefix}/authen/sign-in?redirectUrl=%2Fprofile`, { waitUntil: 'commit' });
      await page.getByLabel('Email').fill('learner@learnhub.local');
      const submit = page.getByRole('main').getByRole('button', { name: l.signIn, exact: true });
      await expect(submit).toBeDisabled();
      releaseScripts();
      await expect(submit).toBeEnabled();
      await expect(page.getByLabel('Email')).toHaveValue('learner@learnhub.local');
      await page.getByLabel(l.password).fill('Learner#2026!');
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/profile$`));
      await expect(page.getByText('learner@learnhub.local')).toBeVisible();
    });

    test('a signed-out visit to the profile lands on sign-in and returns there after signing in', async ({ page }) => {
      const response = await page.goto(`${l.prefix}/profile`);
      expect(response?.url()).toMatch(new RegExp(`${l.prefix}/authen/sign-in\\?redirectUrl=%2Fprofile$`));
      await submitSignIn(page, l, 'learner@learnhub.local', 'Learner#2026!');
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/profile$`));
      await expect(page.getByRole('heading', { level: 1, name: l.myProfile })).toBeVisible();
      await expect(page.getByText('learner@learnhub.local')).toBeVisible();
    });
  });
}

test('wrong credentials get one message, whether or not the account exists, in the page language', async ({ page }) => {
  for (const [l, expected] of [
    [LANGUAGES[0], 'Email or password is incorrect.'],
    [LANGUAGES[1], 'Email hoặc mật khẩu không đúng.'],
  ] as const) {
    const messages: string[] = [];
    for (const email of ['learner@learnhub.local', newEmail('nobody')]) {
      await page.goto(`${l.prefix}/authen/sign-in`);
      await submitSignIn(page, l, email, 'not-the-password');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toBeVisible();
      messages.push(await alert.innerText());
    }
    expect(messages).toEqual([expected, expected]);
  }
});
