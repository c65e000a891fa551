import { expect, test } from './support/test';

/**
 * The shop's lists are rendered by the server, as the course search is: the plain list is a
 * static page, a search, tab or page in the URL is rendered per request, so the results are
 * in the first HTML (no layout shift while they load, crawlers see them); a filter changed
 * in the browser goes to the search's URL. Both languages.
 */
const LANGUAGES = [
  {
    prefix: '',
    flutterProduct: 'Pomodoro timer app (Flutter)',
    apiProduct: 'REST API starter: Express and PostgreSQL',
    free: 'Free',
    noSourceCode: 'No source code matches your search.',
    clear: 'Clear all filters',
    entertainment: 'Entertainment',
    learningProduct: 'Ad-free language lessons, unlimited practice and offline courses.',
    entertainmentProduct: 'Films and series in 4K on four screens at once.',
  },
  {
    prefix: '/vi',
    flutterProduct: 'Ứng dụng hẹn giờ Pomodoro (Flutter)',
    apiProduct: 'Khung REST API: Express và PostgreSQL',
    free: 'Miễn phí',
    noSourceCode: 'Không có mã nguồn nào phù hợp.',
    clear: 'Xóa mọi bộ lọc',
    entertainment: 'Giải trí',
    learningProduct: 'Học ngoại ngữ không quảng cáo, luyện tập không giới hạn và học ngoại tuyến.',
    entertainmentProduct: 'Phim lẻ và phim bộ chất lượng 4K trên bốn màn hình cùng lúc.',
  },
] as const;

for (const l of LANGUAGES) {
  test.describe(`the shop's lists without JavaScript (${l.prefix || 'en'})`, () => {
    test.use({ javaScriptEnabled: false });

    test('a source-code search and an account-store tab arrive with their results', async ({ page }) => {
      const search = await page.goto(`${l.prefix}/source-codes?keyword=flutter`);
      expect(search?.status()).toBe(200);
      // Rendered for this request, not a shared static page.
      expect(search?.headers()['cache-control']).not.toMatch(/s-maxage/);
      await expect(page.getByRole('link', { name: l.flutterProduct })).toBeVisible();
      await expect(page.getByRole('link', { name: l.apiProduct })).toHaveCount(0);
      await expect(page.getByRole('searchbox')).toHaveValue('flutter');

      const tab = await page.goto(`${l.prefix}/account?type=learning`);
      expect(tab?.status()).toBe(200);
      await expect(page.getByText(l.learningProduct)).toBeVisible();
      await expect(page.getByText(l.entertainmentProduct)).toHaveCount(0);
    });
  });

  test.describe(`the shop's lists in the browser (${l.prefix || 'en'})`, () => {
    test('a filter changed goes to its URL, and the server renders its results', async ({ page }) => {
      await page.goto(`${l.prefix}/source-codes?keyword=flutter`);
      await expect(page.getByRole('link', { name: l.flutterProduct })).toBeVisible();
      await page.getByRole('radio', { name: l.free, exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/source-codes\\?keyword=flutter&price=free$`));
      await expect(page.getByText(l.noSourceCode)).toBeVisible();
      await expect(page.getByRole('link', { name: l.flutterProduct })).toHaveCount(0);
      await page.getByRole('button', { name: l.clear }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/source-codes$`));
      await expect(page.getByRole('link', { name: l.apiProduct })).toBeVisible();

      await page.goto(`${l.prefix}/account?type=learning`);
      await expect(page.getByText(l.learningProduct)).toBeVisible();
      await page.getByRole('link', { name: l.entertainment, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/account\\?type=entertainment$`));
      await expect(page.getByText(l.entertainmentProduct)).toBeVisible();
      await expect(page.getByText(l.learningProduct)).toHaveCount(0);
      await expect(page.getByRole('link', { name: l.entertainment, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });
}

/** The JSON-LD blocks of a page's HTML. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const block = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(block ?? '[]') as Record<string, unknown> | Record<string, unknown>[];
  return Array.isArray(data) ? data : [data];
}

test("the shop's pages tell search engines what they are: canonical, both languages, Open Graph, Product in VND", async ({
  request,
}) => {
  for (const prefix of ['', '/vi']) {
    for (const path of [
      '/source-codes/pomodoro-timer-flutter',
      '/account/streambox-premium',
      '/source-codes',
      '/account',
    ]) {
      const html = await (await request.get(`${prefix}${path}`)).text();
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${prefix}${path}"`));
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="vi" href="[^"]*/vi${path}"`));
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*[^i]${path}"`));
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    }
    const [sourceCode] = jsonLdOf(await (await request.get(`${prefix}/source-codes/pomodoro-timer-flutter`)).text());
    expect(sourceCode).toMatchObject({
      '@type': 'Product',
      sku: 'pomodoro-timer-flutter',
      offers: { '@type': 'Offer', price: 350_000, priceCurrency: 'VND' },
    });
    const [account] = jsonLdOf(await (await request.get(`${prefix}/account/streambox-premium`)).text());
    expect(account).toMatchObject({ '@type': 'Product', brand: { name: 'StreamBox' } });
    expect((account!.offers as Record<string, unknown>[]).length).toBeGreaterThan(1);
    for (const offer of account!.offers as Record<string, unknown>[]) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'VND' });
    }
  }
});
