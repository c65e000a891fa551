import { expectAccessible } from './support/accessibility';
import { submitSignIn } from './support/sign-in';
import { ADMIN, BACK_OFFICE, newLearner, signInAt } from './support/shop';
import { expect, test } from './support/test';

/**
 * People, in both languages: a learner is signed in in a browser of their own; the admin
 * finds them in the back office and disables the account; the learner's very next request
 * is refused (the page sends them to sign in, the API answers 401) and signing in again is
 * refused with a clear message; once the admin enables the account, signing in works again.
 */
const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    people: 'People',
    search: 'Search',
    disable: 'Disable',
    enable: 'Enable',
    disabled: /is disabled: signed out everywhere, sign-in refused\.$/,
    enabled: /is enabled and can sign in again\.$/,
    refused: 'This account has been disabled. Please contact us if you think this is a mistake.',
  },
  {
    ...BACK_OFFICE.vi,
    people: 'Người dùng',
    search: 'Tìm kiếm',
    disable: 'Vô hiệu hóa',
    enable: 'Kích hoạt lại',
    disabled: /^Đã vô hiệu hóa .*: mọi phiên đăng nhập đã kết thúc, không thể đăng nhập\.$/,
    enabled: /^Đã kích hoạt lại .*, có thể đăng nhập lại\.$/,
    refused: 'Tài khoản này đã bị vô hiệu hóa. Vui lòng liên hệ với chúng tôi nếu bạn cho rằng đây là nhầm lẫn.',
  },
] as const;

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): a disabled learner is signed out at once and cannot sign in`, async ({
    page,
    browser,
    request,
  }) => {
    const learner = await newLearner(request, `people-${l.locale}`);
    await signInAt(page, l, learner, '/profile');

    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, l, ADMIN, '/admin');
    await admin
      .getByRole('navigation', { name: l.adminNav })
      .getByRole('link', { name: l.people, exact: true })
      .click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/users$`));
    await admin.getByLabel(l.search, { exact: true }).fill(learner.email);
    await admin.getByRole('button', { name: l.search, exact: true }).click();
    await expect(admin.getByRole('row')).toHaveCount(2);
    await expectAccessible(admin, 'the people list');
    await admin.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/users/[0-9a-f-]{36}$`));

    await admin.getByRole('button', { name: l.disable, exact: true }).click();
    await admin.getByRole('tooltip').getByRole('button', { name: l.disable, exact: true }).click();
    await expect(admin.getByText(l.disabled)).toBeVisible();
    await expectAccessible(admin, "a disabled account's page");
    await admin.screenshot({ path: test.info().outputPath(`person-disabled-${l.locale}.png`), fullPage: true });

    // The learner's next request: the API refuses the old token, the page asks to sign in.
    expect(
      (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${learner.token}` } })).status(),
    ).toBe(401);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/authen/sign-in\\?redirectUrl=`));
    await submitSignIn(page, l, learner.email, learner.password);
    await expect(page.getByText(l.refused)).toBeVisible();

    await admin.getByRole('button', { name: l.enable, exact: true }).click();
    await admin.getByRole('tooltip').getByRole('button', { name: l.enable, exact: true }).click();
    await expect(admin.getByText(l.enabled)).toBeVisible();
    await submitSignIn(page, l, learner.email, learner.password);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/profile$`));
  });
}
