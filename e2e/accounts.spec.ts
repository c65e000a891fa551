import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './support/mailbox';

/** A fresh address per test (and per run), so journeys never meet each other's accounts. */
function newEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function signUp(
  page: Page,
  prefix: string,
  labels: { name: string; password: string; submit: string },
  email: string,
  password: string,
) {
  await page.goto(`${prefix}/authen/sign-up`);
  await page.getByLabel(labels.name).fill('Nguyễn Thu Hà');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

test.describe('accounts', () => {
  test('sign up, verify by mail, sign in back to the page asked for, edit the profile, sign out', async ({
    page,
    context,
  }) => {
    const email = newEmail('journey');
    const password = 'Sunflower-river-42';

    await signUp(page, '', { name: 'Full name', password: 'Password', submit: 'Create account' }, email, password);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const mail = await waitForMail(email);
    const verifyLink = linkIn(mail, '/authen/verify-email');
    await page.goto(verifyLink.pathname + verifyLink.search);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    // Start where a visitor would: a page the header's sign-in link should bring them back to.
    await page.goto('/courses?level=beginner');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/authen\/sign-in\?redirectUrl=%2Fcourses%3Flevel%3Dbeginner$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/courses\?level=beginner$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Nguyễn Thu Hà');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Phone').fill('+84 90 123 4567');
    await page.getByLabel('Job title').fill('Backend developer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Backend developer')).toBeVisible();
    await expect(page.getByText('+84 90 123 4567')).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).filter((c) => c.name === 'token' || c.name === 'user')).toEqual([]);
    // The session is over on the server too: the profile now asks to sign in again.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/authen\/sign-in\?redirectUrl=%2Fprofile$/);
  });

  test('in Vietnamese: sign up, forget the password, reset it from the mail, sign in with the new one', async ({
    page,
  }) => {
    const email = newEmail('reset');
    await signUp(
      page,
      '/vi',
      { name: 'Họ và tên', password: 'Mật khẩu', submit: 'Tạo tài khoản' },
      email,
      'Old-password-2026',
    );
    await expect(page.getByRole('heading', { name: 'Kiểm tra email của bạn' })).toBeVisible();
    const verifyMail = await waitForMail(email);
    expect(linkIn(verifyMail, '/authen/verify-email').pathname).toBe('/vi/authen/verify-email');

    await page.goto('/vi/authen/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    await expect(page.getByRole('heading', { name: 'Kiểm tra email của bạn' })).toBeVisible();

    const resetMail = await waitForMail(email, 1);
    const resetLink = linkIn(resetMail, '/authen/reset-password');
    expect(resetLink.pathname).toBe('/vi/authen/reset-password');
    await page.goto(resetLink.pathname + resetLink.search);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('New-password-2026');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('New-password-2026');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByRole('heading', { name: 'Đã đổi mật khẩu' })).toBeVisible();

    // The link works once.
    await page.goto(resetLink.pathname + resetLink.search);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Another-password-2026');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('Another-password-2026');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();

    await page.goto('/vi/authen/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill('Old-password-2026');
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await page.getByLabel('Mật khẩu').fill('New-password-2026');
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.getByRole('button', { name: 'Menu tài khoản' })).toBeVisible();
  });

  test('a signed-out visit to the profile lands on sign-in and returns there after signing in', async ({ page }) => {
    const response = await page.goto('/profile');
    expect(response?.url()).toMatch(/\/authen\/sign-in\?redirectUrl=%2Fprofile$/);
    await page.getByLabel('Email').fill('learner@learnhub.local');
    await page.getByLabel('Password').fill('Learner#2026!');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByText('learner@learnhub.local')).toBeVisible();
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
  });

  test('wrong credentials get one message, whether or not the account exists', async ({ page }) => {
    const messages: string[] = [];
    for (const email of ['learner@learnhub.local', newEmail('nobody')]) {
      await page.goto('/authen/sign-in');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toBeVisible();
      messages.push(await alert.innerText());
    }
    expect(messages[0]).toBe('Email or password is incorrect.');
    expect(messages[1]).toBe(messages[0]);
    await expect(page).toHaveURL(/\/authen\/sign-in$/);
  });
});
