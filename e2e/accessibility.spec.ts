import { accessibilityViolations, expectAccessible } from './support/accessibility';
import { expect, test, type Page } from './support/test';
import { submitSignIn } from './support/sign-in';

/**
 * WCAG 2.2 AA, as axe-core checks it, on every page visitors can reach and in the states
 * the journeys do not: the other journeys check what they walk through (the exam, the
 * shop, the chat). Lighthouse's audit sees five pages as they first load; this sees them all.
 */
const LEARNER = { email: 'learner@learnhub.local', password: 'Learner#2026!' };

const LANGUAGES = [
  {
    prefix: '',
    password: 'Password',
    signIn: 'Sign in',
    createAccount: 'Create account',
    sendMessage: 'Send message',
    openMenu: 'Open menu',
    chooseLanguage: /Choose language/,
    accountMenu: /account menu$/,
    editDetails: 'Edit details',
    save: 'Save changes',
  },
  {
    prefix: '/vi',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    createAccount: 'Tạo tài khoản',
    sendMessage: 'Gửi tin nhắn',
    openMenu: 'Mở menu',
    chooseLanguage: /Chọn ngôn ngữ/,
    accountMenu: /menu tài khoản$/,
    editDetails: 'Sửa thông tin',
    save: 'Lưu thay đổi',
  },
] as const;

/** Each page's violations, for one report of them all. */
async function violationsOnPages(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const violations = await accessibilityViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);
  return paths;
}

test('every page of the sitemap, in both languages, and the account and error pages', async ({ page }) => {
  test.setTimeout(240_000);
  const paths = await sitemapPaths(page);
  for (const { prefix } of LANGUAGES) {
    paths.push(
      ...[
        '/authen/sign-in',
        '/authen/sign-up',
        '/authen/forgot-password',
        '/no-such-page',
        // Mailed links, as opened: a button to press.
        '/authen/verify-email?token=from-a-mail',
        '/newsletter/confirm?token=from-a-mail',
        '/newsletter/unsubscribe?token=from-a-mail',
      ].map((p) => prefix + p),
    );
  }
  paths.push('/courses?level=beginner&sort=price_asc', '/vi/source-codes?page=2');
  expect(await violationsOnPages(page, paths)).toEqual({});
});

test('on a phone: a page of each kind, in both languages, and the posts with code blocks', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 800 });
  // One page of each kind and language (/courses, one course, /account, one plan, …), and
  // every post with a code block, which scrolls sideways on a phone.
  const kinds = new Map<string, string>();
  for (const path of await sitemapPaths(page)) {
    const bare = path.replace(/^\/vi(?=\/|$)/, '') || '/';
    const kind = `${path === bare ? 'en' : 'vi'} ${bare.replace(/^(\/[^/]+)\/.+$/, '$1/*')}`;
    if (!kinds.has(kind)) kinds.set(kind, path);
    else if (bare.startsWith('/posts/') && (await (await page.request.get(path)).text()).includes('<pre')) {
      kinds.set(path, path);
    }
  }
  expect(await violationsOnPages(page, [...kinds.values()])).toEqual({});
});

for (const l of LANGUAGES) {
  test(`signed in: my courses, the profile and a lesson (${l.prefix || '/'})`, async ({ page }) => {
    await page.goto(`${l.prefix}/authen/sign-in?redirectUrl=%2Fmy-course`);
    await submitSignIn(page, l, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/my-course$`));
    const lesson = await page.getByRole('main').locator('a[href*="/lessons/"]').first().getAttribute('href');
    expect(lesson).toBeTruthy();

    const paths = [`${l.prefix}/my-course`, `${l.prefix}/profile`, lesson!, `${l.prefix}/`];
    expect(await violationsOnPages(page, paths)).toEqual({});

    await page.getByRole('button', { name: l.accountMenu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'the account menu, open');

    // The learner has no orders: on a phone, the empty table is no scrolling box.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await violationsOnPages(page, [`${l.prefix}/my-course`, lesson!, `${l.prefix}/profile`])).toEqual({});
    await page.getByRole('button', { name: l.editDetails }).click();
    await expect(page.getByRole('button', { name: l.save })).toBeVisible();
    await expectAccessible(page, 'the profile, editing its details, on a phone');
  });

  test(`menus open and forms showing their errors (${l.prefix || '/'})`, async ({ page }) => {
    await page.goto(`${l.prefix}/courses`);
    await page.getByRole('button', { name: l.chooseLanguage }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'the language menu, open');

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: l.openMenu }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the mobile menu, open');

    await page.goto(`${l.prefix}/authen/sign-up`);
    await page.getByRole('button', { name: l.createAccount }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, 'the sign-up form with its errors, on a phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${l.prefix}/contact`);
    await page.getByRole('button', { name: l.sendMessage }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, 'the contact form with its errors');
  });
}
