import * as changePassword from '@/pages/api/auth/change-password';
import * as forgetPassword from '@/pages/api/auth/forget-password';
import * as googleLogin from '@/pages/api/auth/google/login';
import * as googleLoginUrl from '@/pages/api/auth/google/login-url';
import * as login from '@/pages/api/auth/login';
import * as logout from '@/pages/api/auth/logout';
import * as me from '@/pages/api/auth/me';
import * as register from '@/pages/api/auth/register';
import * as requestVerifyMail from '@/pages/api/auth/request-verify-mail';
import * as resetPassword from '@/pages/api/auth/reset-password';
import * as ordersMe from '@/pages/api/orders/me';
import type { OutboxMail } from '@/server/db/schema/mail';
import * as mailOutboxRepository from '@/server/repositories/mail-outbox-repository';
import { serveApi, waitFor, type Api } from './api';

/** Every route of the accounts issue, by path. */
export const ACCOUNT_ROUTES = {
  '/api/auth/register': register,
  '/api/auth/login': login,
  '/api/auth/me': me,
  '/api/auth/change-password': changePassword,
  '/api/auth/logout': logout,
  '/api/auth/request-verify-mail': requestVerifyMail,
  '/api/auth/forget-password': forgetPassword,
  '/api/auth/reset-password': resetPassword,
  '/api/auth/google/login-url': googleLoginUrl,
  '/api/auth/google/login': googleLogin,
  '/api/orders/me': ordersMe,
};

export function serveAccountApi(): Promise<Api> {
  return serveApi(ACCOUNT_ROUTES);
}

/** A password no list has (the common-password check must not get in the way). */
export function strongPassword(): string {
  return `Tr0ub4dor&${Math.random().toString(36).slice(2, 8)}`;
}

/** Registers through the API and returns the new account's email and password. */
export async function registerAccount(
  api: Api,
  email: string,
  query = '',
): Promise<{ email: string; password: string }> {
  const password = strongPassword();
  const reply = await api.call(`/api/auth/register${query}`, { body: { email, name: 'Test Person', password } });
  if (reply.status !== 201) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return { email, password };
}

export async function loginToken(api: Api, email: string, password: string): Promise<string> {
  const reply = await api.call('/api/auth/login', { body: { email, password } });
  if (reply.status !== 200) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data.token as string;
}

/** The newest outbox mail to an address whose subject matches, waiting for background sends. */
export function outboxMail(to: string, subject: RegExp, count = 1): Promise<OutboxMail> {
  return waitFor(async () => {
    const mails = (await mailOutboxRepository.listTo(to)).filter((mail) => subject.test(mail.subject));
    return mails.length >= count ? mails[0] : undefined;
  });
}

/** The `token` query parameter of the first link in a mail's text. */
export function tokenFromMail(text: string): { link: string; token: string } {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail: ${text}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return { link, token };
}
