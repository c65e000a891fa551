import { expectAccessible } from './support/accessibility';
import { submitSignIn } from './support/sign-in';
import { ADMIN, BACK_OFFICE } from './support/shop';
import { expect, test } from './support/test';

/**
 * The back office's account store, in both languages: an admin finds a product, opens its
 * variants, pastes stock into one (a repeat in the paste is skipped) and sees the variant's
 * available count grow by what was added. The items never come back on the page.
 */
const PRODUCT = 'lingualeap-premium';

const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    accountStore: 'Account store',
    search: 'Search',
    expand: 'Expand row',
    addStock: /^Add stock: /,
    lines: 'Stock lines',
    counted: '2 items, 1 repeated',
    add: 'Add to stock',
    result: 'Added 2 items; 1 skipped as duplicates.',
    close: 'Close',
    // The variant each language adds to: the two runs never count each other's items.
    variant: 0,
  },
  {
    ...BACK_OFFICE.vi,
    accountStore: 'Kho tài khoản',
    search: 'Tìm kiếm',
    expand: 'Mở rộng dòng',
    addStock: /^Nhập hàng: /,
    lines: 'Hàng cần nhập',
    counted: '2 mục, 1 mục trùng lặp',
    add: 'Thêm vào kho',
    result: 'Đã thêm 2 mục; bỏ qua 1 mục trùng lặp.',
    close: 'Đóng',
    variant: 1,
  },
] as const;

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): an admin adds stock to a variant of the account store`, async ({ page }) => {
    await page.goto(`${l.prefix}/authen/sign-in?redirectUrl=${encodeURIComponent('/admin')}`);
    await submitSignIn(page, l, ADMIN.email, ADMIN.password);
    await page
      .getByRole('navigation', { name: l.adminNav })
      .getByRole('link', { name: l.accountStore, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/account-stores$`));

    await page.getByLabel(l.search, { exact: true }).fill(PRODUCT);
    await page.getByRole('button', { name: l.search, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${PRODUCT}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: l.expand }).click();

    const variantName = await page.getByRole('button', { name: l.addStock }).nth(l.variant).getAttribute('aria-label');
    const addButton = page.getByRole('button', { name: variantName!, exact: true });
    // The innermost row holding the button: the variant's own (the product's expanded row holds it too).
    const variantRow = page.getByRole('row').filter({ has: addButton }).last();
    const availableBefore = Number(await variantRow.getByRole('cell').nth(3).textContent());
    await addButton.click();

    const dialog = page.getByRole('dialog');
    const stamp = `E2E-${Date.now().toString(36)}-${l.locale}`.toUpperCase();
    await dialog.getByLabel(l.lines).fill([`${stamp}-1`, `${stamp}-2`, '', `${stamp}-1`].join('\n'));
    await expect(dialog.getByText(l.counted)).toBeVisible();
    await expectAccessible(page, 'the stock import dialog');
    await dialog.getByRole('button', { name: l.add }).click();
    await expect(dialog.getByRole('status').getByText(l.result)).toBeVisible();
    await dialog.getByRole('button', { name: l.close }).first().click();

    await expect(variantRow.getByRole('cell').nth(3)).toHaveText(String(availableBefore + 2));
    // The items stay out of the page.
    await expect(page.getByText(stamp)).toHaveCount(0);
    await expectAccessible(page, 'the account store with a product open');
  });
}
