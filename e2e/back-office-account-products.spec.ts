import { expectAccessible } from './support/accessibility';
import { ADMIN, BACK_OFFICE, bearerOf, signInAt } from './support/shop';
import { expect, test } from './support/test';

/**
 * An account-store product made in the back office, in both languages: the admin writes its
 * texts, gives it an option with two values, prices the two variants the editor makes of
 * them and publishes it; stock goes in; a visitor finds it in the store, picks the other
 * value and sees that variant's price.
 */
const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    newProduct: 'New product',
    language: { en: 'English', vi: 'Vietnamese' },
    title: 'Title',
    shortDescription: 'Short description',
    description: 'Description',
    provider: "Provider (the service's own name)",
    optionName: 'Option name',
    code: 'Code',
    label: 'Label',
    addValue: 'Add a value to Duration',
    priceOf: (variant: string) => `Price of ${variant}`,
    create: 'Create',
    publish: 'Publish',
    published: 'Published: the product is in the store.',
    months: { one: '1 month', twelve: '12 months' },
  },
  {
    ...BACK_OFFICE.vi,
    newProduct: 'Sản phẩm mới',
    language: { en: 'Tiếng Anh', vi: 'Tiếng Việt' },
    title: 'Tiêu đề',
    shortDescription: 'Mô tả ngắn',
    description: 'Mô tả',
    provider: 'Nhà cung cấp (tên riêng của dịch vụ)',
    optionName: 'Tên tùy chọn',
    code: 'Mã',
    label: 'Nhãn',
    addValue: 'Thêm giá trị cho Thời hạn',
    priceOf: (variant: string) => `Giá của ${variant}`,
    create: 'Tạo',
    publish: 'Xuất bản',
    published: 'Đã xuất bản: sản phẩm đã có trong cửa hàng.',
    months: { one: '1 tháng', twelve: '12 tháng' },
  },
] as const;

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): an account-store product is made, priced per variant and put on sale`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${l.locale}${Date.now().toString(36)}`;
    const both = (label: string) => ({
      en: page.getByLabel(`${label} (${l.language.en})`, { exact: true }),
      vi: page.getByLabel(`${label} (${l.language.vi})`, { exact: true }),
    });

    await signInAt(page, l, ADMIN, '/admin/account-stores');
    await page.getByRole('button', { name: l.newProduct }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/account-stores/new$`));
    await both(l.title).en.fill(`Notion Plus ${stamp}`);
    await both(l.title).vi.fill(`Notion Plus ${stamp} (vi)`);
    await both(l.shortDescription).en.fill('Notion for one person, billed by the month or the year.');
    await both(l.shortDescription).vi.fill('Notion cho một người, trả theo tháng hoặc theo năm.');
    await both(l.description).en.fill('An activation code for Notion Plus.');
    await both(l.description).vi.fill('Mã kích hoạt Notion Plus.');
    await page.getByLabel(l.provider, { exact: true }).fill('Notion');

    // One option, two values: the editor makes a variant of each, to be priced.
    await both(l.optionName).en.fill('Duration');
    await both(l.optionName).vi.fill('Thời hạn');
    const values = [
      { code: '1-month', en: '1 month', vi: '1 tháng' },
      { code: '12-months', en: '12 months', vi: '12 tháng' },
    ];
    for (const [index, value] of values.entries()) {
      if (index > 0) await page.getByRole('button', { name: l.addValue }).click();
      await page.getByLabel(l.code, { exact: true }).nth(index).fill(value.code);
      await both(l.label).en.nth(index).fill(value.en);
      await both(l.label).vi.nth(index).fill(value.vi);
    }
    await page.getByLabel(l.priceOf(l.months.one), { exact: true }).fill('99000');
    await page.getByLabel(l.priceOf(l.months.twelve), { exact: true }).fill('990000');
    await expectAccessible(page, 'a new account-store product');
    await page.getByRole('button', { name: l.create, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/account-stores/\\d+$`));
    const productId = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('button', { name: l.publish, exact: true }).click();
    await expect(page.getByText(l.published)).toBeVisible();
    await expectAccessible(page, 'an account-store product in the editor');
    await page.screenshot({ path: test.info().outputPath(`account-product-editor-${l.locale}.png`), fullPage: true });

    // Stock for the yearly plan (the import dialog has its own journey).
    const token = await bearerOf(request, ADMIN.email, ADMIN.password);
    const product = (
      await (
        await request.get(`/api/admin/account-stores/${productId}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
    ).data as { slug: string; variants: { id: number; combination_key: string }[] };
    const yearly = product.variants.find((variant) => variant.combination_key === '12-months')!;
    const imported = await request.post(`/api/admin/account-stores/variants/${yearly.id}/stock`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { lines: [`NOTION-${stamp}-1`, `NOTION-${stamp}-2`] },
    });
    expect((await imported.json()).data).toMatchObject({ added: 2 });

    // A visitor finds it in the store and prices the yearly plan.
    const visitor = await (await page.context().browser()!.newContext()).newPage();
    await visitor.goto(`${l.prefix}/account/${product.slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      l.locale === 'vi' ? `Notion Plus ${stamp} (vi)` : `Notion Plus ${stamp}`,
    );
    await visitor.getByText(l.months.twelve, { exact: true }).click();
    await expect(visitor.getByText('990.000 VND', { exact: true })).toBeVisible();
    await expectAccessible(visitor, 'an account-store product made in the back office');
  });
}
