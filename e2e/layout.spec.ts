import { expect, test } from './support/test';

test.describe('home and layout', () => {
  test('home renders in English and Vietnamese from its first HTML, without antd', async ({ browser, request }) => {
    for (const [path, heading, lang] of [
      ['/', 'Learn by doing, prove it in the exam', 'en'],
      ['/vi', 'Học qua thực hành, chứng minh qua bài thi', 'vi'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(heading);
      // Styles are stylesheets built at build time: no per-request CSS. antd's is not among
      // them: nothing on the page is antd's, so the first paint does not wait for it.
      expect(html).not.toContain('<style');
      expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
      expect(html).not.toContain('/styles/antd-');
      expect(html).not.toMatch(/class="[^"]*ant-/);

      // Without JavaScript the page is exactly the server's HTML, already styled.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('footer form button')).toHaveCSS('background-color', 'rgb(31, 94, 255)');
      await context.close();
    }
  });

  test("a page with antd links antd's stylesheet, styled from its first HTML and after a client navigation", async ({
    browser,
    page,
    request,
  }) => {
    for (const path of ['/authen/sign-in', '/vi/authen/sign-in']) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<link rel="stylesheet" href="\/styles\/antd-[0-9a-f]{12}\.css" data-precedence="antd"\/>/);
      expect(html).toMatch(/class="[^"]*ant-btn/);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      await bare.goto(path);
      await expect(bare.locator('.ant-input-affix-wrapper').first()).toHaveCSS(
        'border-top-color',
        'rgb(217, 217, 217)',
      );
      // The site's link colour, not antd's global link rule (dropped from the stylesheet).
      await expect(bare.locator('form a').first()).toHaveCSS('color', 'rgb(31, 94, 255)');
      await context.close();
    }

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/authen\/sign-in/);
    await expect(page.locator('link[rel="stylesheet"][data-precedence="antd"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS(
      'background-color',
      'rgb(31, 94, 255)',
    );
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCSS('color', 'rgb(31, 94, 255)');
  });

  test('a page ships only the translation namespaces it uses', async ({ request }) => {
    const namespacesOf = async (path: string, locale: string) => {
      const html = await (await request.get(path)).text();
      const data = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
      const store = data.props.pageProps._nextI18Next.initialI18nStore;
      expect(Object.keys(store)).toEqual([locale]);
      return Object.keys(store[locale]).sort();
    };
    // `courses` labels the course cards of the home page's showcase.
    expect(await namespacesOf('/vi', 'vi')).toEqual(['common', 'courses', 'home']);
    expect(await namespacesOf('/posts/git-in-20-minutes-the-commands-you-will-actually-use', 'en')).toEqual([
      'blog',
      'common',
    ]);
    expect(await namespacesOf('/vi/contact', 'vi')).toEqual(['common', 'contact']);
  });

  test("the head keeps the page's title and links while the page hydrates, with one viewport", async ({ page }) => {
    // Records whether the title, once there, was ever taken out of the head again.
    await page.addInitScript(() => {
      const watch = window as unknown as { titleSeen?: boolean; titleLost?: string };
      new MutationObserver(() => {
        if (document.title) watch.titleSeen = true;
        else if (watch.titleSeen) watch.titleLost ??= location.pathname;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    for (const path of ['/posts', '/vi/contact', '/courses', '/about-us']) {
      await page.goto(path);
      // The footer hydrates after the page: its form submits once its code runs.
      await expect(page.getByRole('contentinfo').locator('form button')).toHaveAttribute('type', 'submit');
      expect(await page.evaluate(() => (window as { titleLost?: string }).titleLost ?? null), path).toBeNull();
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
        'content',
        'width=device-width, initial-scale=1',
      );
    }
  });

  test('header, footer and the mobile drawer link to the sections', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Courses');

    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(header.getByRole('navigation')).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(drawer).toBeHidden();
  });

  test('the language switcher keeps the path and query, and choosing the current language does nothing', async ({
    page,
  }) => {
    await page.goto('/courses?page=2&q=react');
    const switcher = page.getByRole('button', { name: /Choose language/ });
    await expect(switcher.locator('img')).toHaveAttribute('src', '/flags/en.svg');

    await switcher.click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/courses\?page=2&q=react$/);

    await switcher.click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/vi\/courses\?page=2&q=react$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Khóa học');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    await page.getByRole('button', { name: /Chọn ngôn ngữ/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/courses\?page=2&q=react$/);
  });

  test('the sign-in link brings the visitor back to the current page', async ({ page }) => {
    await page.goto('/posts?category=all');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authen/sign-in?redirectUrl=%2Fposts%3Fcategory%3Dall',
    );
  });

  test('signed in, the header menu leads to my courses and profile, and sign-out clears the session', async ({
    page,
    context,
    baseURL,
  }) => {
    const user = { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'Lan', fullName: 'Nguyễn Lan' };
    await context.addCookies([
      { name: 'token', value: 'header.payload.signature', url: baseURL! },
      { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: baseURL! },
    ]);
    await page.goto('/courses');
    const menuButton = page.getByRole('button', { name: 'Nguyễn Lan, account menu', exact: true });
    await expect(menuButton).toContainText('Nguyễn Lan');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    // The cookies here are not a live server session, so the signed-in pages themselves
    // (which check it server-side) are not visited: only where the menu leads.
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('menuitem', { name: 'My courses' })).toHaveAttribute('href', '/my-course');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).filter((c) => c.name === 'token' || c.name === 'user')).toEqual([]);
  });

  test('scroll-to-top appears after 400 px and scrolls back up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 380));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 460));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('a keyboard user can skip to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('auth pages have no header or footer', async ({ page }) => {
    await page.goto('/authen/sign-in');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('errors', () => {
  test('the 404 page is localized', async ({ page }) => {
    let response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

    response = await page.goto('/vi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
  });

  test('an unknown API path answers the JSON 404 envelope', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({
      success: false,
      error: { detail: expect.any(String), error_code: 'NOT_FOUND', request_id: expect.any(String) },
    });
  });

  test('the readiness endpoint reports the database and the migrations', async ({ request }) => {
    const response = await request.get('/api/health/ready');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.checks.database.status).toBe('up');
    expect(body.data.checks.migrations.status).toBe('up');
  });
});
