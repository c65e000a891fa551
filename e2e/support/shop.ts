import { submitSignIn, type SignInLabels } from './sign-in';
import { expect, type APIRequestContext, type Page } from './test';

/**
 * Steps the back-office journeys share with the shop: accounts made through the API, a
 * sign-in that lands on a page, and a payment through the built-in sandbox gateway.
 */

export interface PageLabels extends SignInLabels {
  /** '' or '/vi'. */
  prefix: string;
}

export interface ShopLabels extends PageLabels {
  /** The checkout's pay button. */
  pay: RegExp;
}

export const ADMIN = { email: 'admin@learnhub.local', password: 'Admin#2026!' };

/** What every back-office journey reads in each language: the path prefix, the sign-in form, the admin menu. */
export const BACK_OFFICE = {
  en: { locale: 'en', prefix: '', password: 'Password', signIn: 'Sign in', adminNav: 'Back office' },
  vi: { locale: 'vi', prefix: '/vi', password: 'Mật khẩu', signIn: 'Đăng nhập', adminNav: 'Trang quản trị' },
} as const;

export interface Learner {
  email: string;
  password: string;
  token: string;
}

export async function bearerOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return (await login.json()).data.token as string;
}

/** A new learner with a Vietnamese name (the receipts and pages must show its diacritics). */
export async function newLearner(request: APIRequestContext, tag: string): Promise<Learner> {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Lantern-harbour-58';
  const register = await request.post('/api/auth/register', { data: { email, name: 'Trần Minh Khoa', password } });
  expect(register.status()).toBe(201);
  return { email, password, token: await bearerOf(request, email, password) };
}

/** Signs in through the form and lands on `path`. */
export async function signInAt(page: Page, l: PageLabels, who: { email: string; password: string }, path: string) {
  await page.goto(`${l.prefix}/authen/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await submitSignIn(page, l, who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`${l.prefix}${path.replace(/[?]/g, '\\?')}$`));
}

/** From the checkout page: pays with the sandbox gateway, which answers with `decision` (a button's name). */
export async function payInSandbox(page: Page, l: ShopLabels, decision: string) {
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment/[0-9a-f-]{36}$`));
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment/sandbox\\?`));
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment/result\\?.*vnp_SecureHash=`));
}
