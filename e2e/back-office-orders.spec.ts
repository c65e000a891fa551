import { expectAccessible } from './support/accessibility';
import { ADMIN, BACK_OFFICE, bearerOf, newLearner, payInSandbox, signInAt } from './support/shop';
import { expect, test, type Browser, type Page } from './support/test';

/**
 * The back office's orders, in both languages, with a learner on the other side:
 * - stock the admin imports into an empty variant is bought by a learner, who receives one
 *   of those items; the admin finds the order, sees the gateway's signed notice and refunds
 *   it; the learner's order then says refunded and no longer shows the item;
 * - a payment whose notice to the shop is lost (the sandbox can play that) is settled by the
 *   learner's result page asking the server to check with the gateway, and another by the
 *   admin's "Check with the gateway".
 */
/** WriteWell Premium's 12-month plan: the seed leaves it without stock, and no other journey buys it. */
const ACCOUNT = 'writewell-premium';
const EMPTY_VARIANT = '12-months';
const PAID_COURSE = 'modern-react-with-nextjs';
const SOURCE_CODE = 'rest-api-starter-express-postgresql';

const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    orders: 'Orders',
    search: 'Search',
    duration: '12 months',
    buy: 'Buy now',
    pay: /^Pay .* with VNPay$/,
    approve: 'Approve payment',
    approveSilently: 'Approve without notifying the shop',
    buyCourse: 'Buy this course',
    confirming: 'Confirming your payment…',
    success: 'Payment successful',
    viewOrder: 'View the order',
    delivered: 'Your codes',
    paid: 'Paid',
    refunded: 'Refunded',
    refundedText: 'This order was refunded',
    ipn: 'IPN',
    querydr: /QueryDR/,
    signatureValid: 'Signature valid',
    refund: 'Refund',
    reason: 'Reason',
    refundDone: /^The refund of 1\.680\.000\sVND went through\.$/,
    download: 'Download the source code',
    revoked: 'Revoked',
    check: 'Check with the gateway',
    verdictPaid: 'The gateway confirms the payment: the order is now paid.',
    granted: 'Granted',
  },
  {
    ...BACK_OFFICE.vi,
    orders: 'Đơn hàng',
    search: 'Tìm kiếm',
    duration: '12 tháng',
    buy: 'Mua ngay',
    pay: /^Thanh toán .* qua VNPay$/,
    approve: 'Chấp nhận thanh toán',
    approveSilently: 'Chấp nhận mà không báo cho cửa hàng',
    buyCourse: 'Mua khóa học',
    confirming: 'Đang xác nhận thanh toán…',
    success: 'Thanh toán thành công',
    viewOrder: 'Xem đơn hàng',
    delivered: 'Mã của bạn',
    paid: 'Đã thanh toán',
    refunded: 'Đã hoàn tiền',
    refundedText: 'Đơn hàng này đã được hoàn tiền',
    ipn: 'IPN',
    querydr: /QueryDR/,
    signatureValid: 'Chữ ký hợp lệ',
    refund: 'Hoàn tiền',
    reason: 'Lý do',
    refundDone: /^Đã hoàn 1\.680\.000\sVND thành công\.$/,
    download: 'Tải mã nguồn',
    revoked: 'Đã thu hồi',
    check: 'Kiểm tra với cổng thanh toán',
    verdictPaid: 'Cổng thanh toán xác nhận đã nhận tiền: đơn hàng đã được thanh toán.',
    granted: 'Đã cấp',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/** The admin, signed in in a browser of their own, on the order found by `query`. */
async function openOrderAsAdmin(browser: Browser, l: Language, query: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, l, ADMIN, '/admin');
  await page.getByRole('navigation', { name: l.adminNav }).getByRole('link', { name: l.orders, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/orders$`));
  await page.getByLabel(l.search, { exact: true }).fill(query);
  await page.getByRole('button', { name: l.search, exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'the orders list');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/orders/[0-9a-f-]{36}$`));
  return page;
}

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): imported stock is bought, then the admin refunds the order`, async ({
    page,
    browser,
    request,
  }) => {
    // The admin stocks the empty plan (through the API; the dialog has its own journey).
    const adminToken = await bearerOf(request, ADMIN.email, ADMIN.password);
    const auth = { Authorization: `Bearer ${adminToken}` };
    const found = await request.get(`/api/admin/account-stores?q=${ACCOUNT}`, { headers: auth });
    const product = (await found.json()).data[0] as { id: number; variants: { id: number; combination_key: string }[] };
    const variant = product.variants.find((candidate) => candidate.combination_key === EMPTY_VARIANT)!;
    const login = `e2e-orders-${l.locale}-${Date.now().toString(36)}@example.com`;
    const imported = await request.post(`/api/admin/account-stores/variants/${variant.id}/stock`, {
      headers: auth,
      data: { lines: [`${login},Refundable-1`] },
    });
    expect((await imported.json()).data).toMatchObject({ added: 1, skipped: 0 });

    // The learner buys the plan and a source code in one order (placed through the API: the
    // shop's buttons buy one item at a time), then pays it on the checkout page.
    const learner = await newLearner(request, `orders-${l.locale}`);
    const source = (await (await request.get(`/api/source-codes/slugs/${SOURCE_CODE}`)).json()).data as { id: number };
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: {
        items: [
          { product_type: 'ACCOUNT_STORE', product_id: product.id, combination_key: EMPTY_VARIANT },
          { product_type: 'SOURCE', product_id: source.id },
        ],
      },
    });
    expect(placed.status()).toBe(201);
    const orderId = (await placed.json()).data.id as string;
    await signInAt(page, l, learner, `/payment/${orderId}`);
    await payInSandbox(page, l, l.approve);
    await expect(page.getByRole('heading', { level: 1, name: l.success })).toBeVisible();
    await page.getByRole('link', { name: l.viewOrder }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/profile/orders/[0-9a-f-]{36}$`));
    const orderUrl = page.url();
    await expect(page.getByText(l.paid, { exact: true })).toBeVisible();
    // One of the items an admin imported (the other language's run stocks the same plan).
    await expect(page.getByRole('list', { name: l.delivered }).locator('code').first()).toHaveText(
      /^e2e-orders-(en|vi)-[0-9a-z]+@example\.com$/,
    );
    await expect(page.getByRole('button', { name: l.download })).toBeVisible();

    const admin = await openOrderAsAdmin(browser, l, learner.email);
    await expect(admin.getByText(l.ipn, { exact: true })).toBeVisible();
    await expect(admin.getByText(l.signatureValid, { exact: true }).first()).toBeVisible();
    await expectAccessible(admin, "an order's page in the back office");
    await admin.getByRole('button', { name: l.refund, exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(l.reason).fill('The buyer asked within the refund window');
    await expectAccessible(admin, 'the refund dialog');
    await dialog.getByRole('button', { name: l.refund, exact: true }).click();
    await expect(admin.getByText(l.refundDone)).toBeVisible();
    await expect(admin.getByText(l.refunded, { exact: true }).first()).toBeVisible();
    // Both lines: the plan's delivered item and the source code's download.
    await expect(admin.getByText(l.revoked, { exact: true })).toHaveCount(2);
    await admin.screenshot({ path: test.info().outputPath(`refunded-order-${l.locale}.png`), fullPage: true });

    await page.goto(orderUrl);
    await expect(page.getByText(l.refunded, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(l.refundedText)).toBeVisible();
    await expect(page.getByRole('list', { name: l.delivered })).toHaveCount(0);
    await expect(page.getByRole('button', { name: l.download })).toHaveCount(0);
    await expectAccessible(page, 'a refunded order');
    // The download itself is refused now, not only hidden.
    const download = await page.request.get(`/api/source-codes/${source.id}/download`);
    expect(download.status()).toBe(403);
    expect((await download.json()).error.error_code).toBe('PURCHASE_REQUIRED');
  });

  test(`back office (${l.locale}): payments whose notice was lost are settled by checking with the gateway`, async ({
    page,
    browser,
    request,
  }) => {
    const learner = await newLearner(request, `orders-${l.locale}`);

    // The learner's side: the result page waits, then asks the server to check itself.
    await signInAt(page, l, learner, `/courses/${PAID_COURSE}`);
    await page.getByRole('button', { name: l.buyCourse }).click();
    await payInSandbox(page, l, l.approveSilently);
    await expect(page.getByRole('heading', { level: 1, name: l.confirming })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: l.success })).toBeVisible({ timeout: 20_000 });

    // The admin's side: an order paid at the gateway, left pending by the shop.
    const auth = { Authorization: `Bearer ${learner.token}` };
    const source = (await (await request.get(`/api/source-codes/slugs/${SOURCE_CODE}`)).json()).data as { id: number };
    const placed = await request.post('/api/orders', {
      headers: auth,
      data: { items: [{ product_type: 'SOURCE', product_id: source.id }] },
    });
    const order = (await placed.json()).data as { id: string; code: string };
    const started = await request.post(`/api/orders/${order.id}/payment`, { headers: auth });
    const params = Object.fromEntries(new URL((await started.json()).data.payment_url).searchParams);
    const decided = await request.post('/api/payments/sandbox/decision', {
      data: { params, decision: 'approve_without_notice' },
    });
    expect(decided.status()).toBe(200);

    const admin = await openOrderAsAdmin(browser, l, order.code);
    await admin.getByRole('button', { name: l.check }).click();
    await expect(admin.getByText(l.verdictPaid)).toBeVisible();
    await expect(admin.getByText(l.paid, { exact: true }).first()).toBeVisible();
    await expect(admin.getByText(l.querydr)).toBeVisible();
    await expect(admin.getByText(l.granted, { exact: true })).toBeVisible();
    await expectAccessible(admin, 'an order settled by a check with the gateway');
  });
}
