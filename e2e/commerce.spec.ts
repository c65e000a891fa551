import { expectAccessible } from './support/accessibility';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { waitForMail } from './support/mailbox';
import { holdScripts } from './support/slow-scripts';
import { submitSignIn } from './support/sign-in';

/**
 * Shop journeys, in both languages, through the built-in sandbox gateway (the e2e server
 * has no VNPay settings): buying a course opens its paid quizzes; a cancelled payment grants
 * nothing; a bought source code downloads with a progress bar; a bought account-store
 * variant shows its delivered code on the order page.
 */
const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    password: 'Password',
    signIn: 'Sign in',
    buyCourse: 'Buy this course',
    buy: 'Buy now',
    pay: /^Pay .* with VNPay$/,
    approve: 'Approve payment',
    cancel: 'Cancel payment',
    success: 'Payment successful',
    cancelled: 'Payment cancelled',
    code00: '00: The transaction succeeded.',
    code24: '24: You cancelled the transaction.',
    startPractice: 'Start practice',
    purchaseRequired: 'This quiz is part of “Modern React with Next.js”. Enrol in the course to take it.',
    download: 'Download the source code',
    downloaded: /^Downloaded .*\.zip\.$/,
    progress: 'Download progress',
    viewOrder: 'View the order',
    delivered: 'Your codes',
    paid: 'Paid',
    cancelledStatus: 'Cancelled',
    plan: 'Family (6 people)',
    duration: '12 months',
    facet: 'Flutter',
    flutterProduct: 'Pomodoro timer app (Flutter)',
    apiProduct: 'REST API starter: Express and PostgreSQL',
  },
  {
    locale: 'vi',
    prefix: '/vi',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    buyCourse: 'Mua khóa học',
    buy: 'Mua ngay',
    pay: /^Thanh toán .* qua VNPay$/,
    approve: 'Chấp nhận thanh toán',
    cancel: 'Hủy thanh toán',
    success: 'Thanh toán thành công',
    cancelled: 'Đã hủy thanh toán',
    code00: '00: Giao dịch thành công.',
    code24: '24: Bạn đã hủy giao dịch.',
    startPractice: 'Bắt đầu luyện tập',
    purchaseRequired: 'Bài kiểm tra này thuộc khóa học “React hiện đại với Next.js”. Hãy đăng ký khóa học để làm bài.',
    download: 'Tải mã nguồn',
    downloaded: /^Đã tải .*\.zip\.$/,
    progress: 'Tiến độ tải về',
    viewOrder: 'Xem đơn hàng',
    delivered: 'Mã của bạn',
    paid: 'Đã thanh toán',
    cancelledStatus: 'Đã hủy',
    plan: 'Gia đình (6 người)',
    duration: '12 tháng',
    facet: 'Flutter',
    flutterProduct: 'Ứng dụng hẹn giờ Pomodoro (Flutter)',
    apiProduct: 'Khung REST API: Express và PostgreSQL',
  },
] as const;

type Language = (typeof LANGUAGES)[number];
interface Buyer {
  email: string;
  password: string;
}

const PAID_COURSE = 'modern-react-with-nextjs';
const SOURCE_CODE = 'rest-api-starter-express-postgresql';
const ACCOUNT = 'lingualeap-premium';

/**
 * One buyer per language, shared by that language's journeys, which run in order: sign-ups
 * are rate limited per IP (10 an hour), and every spec of the run signs up from 127.0.0.1.
 */
async function registerBuyer(request: APIRequestContext, l: Language): Promise<Buyer> {
  const email = `shop-${l.locale}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Lantern-harbour-58';
  const register = await request.post('/api/auth/register', { data: { email, name: 'Lê Thu Hà', password } });
  expect(register.status()).toBe(201);
  return { email, password };
}

async function signIn(page: Page, l: Language, buyer: Buyer, path: string): Promise<void> {
  await page.goto(`${l.prefix}/authen/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await submitSignIn(page, l, buyer.email, buyer.password);
  await expect(page).toHaveURL(new RegExp(`${l.prefix}${path}$`));
}

/** The first quiz of the course outside its Free Test (open only to learners who bought it). */
async function paidQuizId(page: Page): Promise<number> {
  const reply = await page.request.get(`/api/exam/courses/slugs/${PAID_COURSE}`);
  const course = (await reply.json()).data as { quiz_info: { is_free_test: boolean; quizzes: { id: number }[] }[] };
  return course.quiz_info.find((group) => !group.is_free_test)!.quizzes[0]!.id;
}

/** From the checkout page through the sandbox gateway and back to the result page. */
async function payInSandbox(page: Page, l: Language, decision: 'approve' | 'cancel') {
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment/[0-9a-f-]{36}$`));
  await expect(page.getByRole('button', { name: l.pay })).toBeEnabled();
  await expectAccessible(page, 'the checkout page');
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment/sandbox\\?`));
  await expectAccessible(page, "the sandbox gateway's page");
  await page.getByRole('button', { name: decision === 'approve' ? l.approve : l.cancel }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment/result\\?.*vnp_SecureHash=`));
}

for (const l of LANGUAGES) {
  test.describe(`shop (${l.locale})`, () => {
    test.describe.configure({ mode: 'serial' });
    let buyer: Buyer;
    test.beforeAll(async ({ request }) => {
      buyer = await registerBuyer(request, l);
    });

    test('cancel a payment: the result says so and nothing is granted', async ({ page }) => {
      const quizId = await paidQuizId(page);
      await signIn(page, l, buyer, `/courses/${PAID_COURSE}`);
      await page.getByRole('button', { name: l.buyCourse }).click();
      await payInSandbox(page, l, 'cancel');
      await expect(page.getByRole('heading', { level: 1, name: l.cancelled })).toBeVisible();
      await expect(page.getByText(l.code24)).toBeVisible();
      await expectAccessible(page, 'the result of a cancelled payment');
      await page.getByRole('link', { name: l.viewOrder }).click();
      await expect(page.getByText(l.cancelledStatus, { exact: true })).toBeVisible();
      await expectAccessible(page, 'a cancelled order');

      await page.goto(`${l.prefix}/quiz/${quizId}`);
      await expect(page.getByText(l.purchaseRequired)).toBeVisible();
      await expectAccessible(page, 'a quiz of a course not bought');
      const status = await page.request.get(`/api/exam/courses/slugs/${PAID_COURSE}/purchased-status`);
      expect((await status.json()).data.is_purchased).toBe(false);
    });

    test('buy a course through the sandbox gateway: success, a receipt, and its paid quiz opens', async ({ page }) => {
      const quizId = await paidQuizId(page);
      await signIn(page, l, buyer, `/courses/${PAID_COURSE}`);
      await page.goto(`${l.prefix}/quiz/${quizId}`);
      await expect(page.getByText(l.purchaseRequired)).toBeVisible();

      await page.goto(`${l.prefix}/courses/${PAID_COURSE}`);
      await page.getByRole('button', { name: l.buyCourse }).click();
      await payInSandbox(page, l, 'approve');
      await expect(page.getByRole('heading', { level: 1, name: l.success })).toBeVisible();
      await expect(page.getByText(l.code00)).toBeVisible();
      await expectAccessible(page, 'the result of a payment');
      // The first mail is the sign-up's verification; the second, this purchase's receipt (the cancelled one sent none).
      const receipt = await waitForMail(buyer.email, 1);
      expect(receipt.subject).toMatch(
        l.locale === 'vi' ? /^Biên nhận LearnHub LH[0-9A-Z]{8}$/ : /^Your LearnHub receipt LH[0-9A-Z]{8}$/,
      );

      await page.goto(`${l.prefix}/quiz/${quizId}`);
      await expect(page.getByRole('link', { name: l.startPractice })).toBeVisible();
      await expect(page.getByText(l.purchaseRequired)).toHaveCount(0);
    });

    test('buy a source code and download it with a progress bar', async ({ page }) => {
      await signIn(page, l, buyer, `/source-codes/${SOURCE_CODE}`);
      await page.getByRole('button', { name: l.buy }).click();
      await payInSandbox(page, l, 'approve');
      await expect(page.getByRole('heading', { level: 1, name: l.success })).toBeVisible();

      await page.goto(`${l.prefix}/source-codes/${SOURCE_CODE}`);
      const downloadStarted = page.waitForEvent('download');
      await page.getByRole('button', { name: l.download }).click();
      const download = await downloadStarted;
      await expect(page.getByRole('progressbar', { name: l.progress })).toHaveAttribute('value', '100');
      expect(download.suggestedFilename()).toBe(`${SOURCE_CODE}-1.2.0.zip`);
      await expect(page.getByText(l.downloaded)).toBeVisible();
      await expectAccessible(page, 'a source code bought and downloaded');
      const file = await download.path();
      expect(file).toBeTruthy();
    });

    test('buy an account-store variant: the delivered code shows on the order page', async ({ page }) => {
      await signIn(page, l, buyer, `/account/${ACCOUNT}`);
      await page.getByText(l.duration, { exact: true }).click();
      await page.getByText(l.plan, { exact: true }).click();
      await expect(page.getByText('1.190.000 VND', { exact: true })).toBeVisible();
      await expectAccessible(page, 'an account page with a plan picked');
      await page.getByRole('button', { name: l.buy }).click();
      await payInSandbox(page, l, 'approve');
      await page.getByRole('link', { name: l.viewOrder }).click();
      await expect(page.getByText(l.paid, { exact: true })).toBeVisible();
      const codes = page.getByRole('list', { name: l.delivered });
      await expect(codes.locator('code')).toHaveText(/^DEMO-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
      await expectAccessible(page, 'a paid order with its delivered codes');
    });
  });

  test.describe(`shop before the page's script runs (${l.locale})`, () => {
    test('a source-code facet ticked early is applied once the script runs', async ({ page }) => {
      // The list as visitors get it (the build's own copy has no facets yet).
      await expect.poll(async () => (await page.request.get(`${l.prefix}/source-codes`)).text()).toContain(l.facet);
      const releaseScripts = await holdScripts(page);
      await page.goto(`${l.prefix}/source-codes`, { waitUntil: 'commit' });
      const facet = page.getByRole('checkbox', { name: l.facet, exact: true });
      await facet.check();
      releaseScripts();
      await expect(page).toHaveURL(/[?&]filter_ids=\d+/);
      await expect(page.getByRole('link', { name: l.flutterProduct })).toBeVisible();
      await expect(page.getByRole('link', { name: l.apiProduct })).toBeHidden();
      await expect(facet).toBeChecked();
    });

    test('a plan picked early on an account page keeps its price once the script runs', async ({ page }) => {
      await expect
        .poll(async () => (await page.request.get(`${l.prefix}/account/${ACCOUNT}`)).text())
        .toContain(l.plan);
      const releaseScripts = await holdScripts(page);
      await page.goto(`${l.prefix}/account/${ACCOUNT}`, { waitUntil: 'commit' });
      // The radios are drawn as chips: the visitor taps their labels.
      await page.getByText(l.duration, { exact: true }).click();
      await page.getByText(l.plan, { exact: true }).click();
      releaseScripts();
      await expect(page.getByText('1.190.000 VND', { exact: true })).toBeVisible();
      await expect(page.getByRole('radio', { name: l.duration, exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { name: l.plan, exact: true })).toBeChecked();
    });
  });
}

test('a list the browser loaded is loaded again in the language the visitor switches to', async ({ page }) => {
  // A category tab is loaded by the browser (the static page holds all products): its cards
  // must follow the language, not stay in the one they were loaded in.
  await page.goto('/account?type=learning');
  await expect(page.getByText('Ad-free language lessons, unlimited practice and offline courses.')).toBeVisible();
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(page).toHaveURL(/\/vi\/account\?type=learning$/);
  await expect(
    page.getByText('Học ngoại ngữ không quảng cáo, luyện tập không giới hạn và học ngoại tuyến.'),
  ).toBeVisible();
  await expect(page.getByText('Ad-free language lessons, unlimited practice and offline courses.')).toBeHidden();
});
