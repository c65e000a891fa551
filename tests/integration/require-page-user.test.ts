import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { requirePageUser } from '@/server/auth/require-page-user';
import * as sessionRepository from '@/server/repositories/session-repository';
import { updateUserAccess } from '@/server/services/admin/users/update-user-access';
import { describeEachDatabase } from './helpers/databases';
import { signedInUser } from './helpers/users';

function pageContext(cookie: string | undefined, resolvedUrl: string, locale = 'en') {
  const headers = new Map<string, string | string[]>();
  const req = { headers: cookie ? { cookie } : {} } as IncomingMessage;
  const res = {
    setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse;
  const context = {
    req,
    res,
    resolvedUrl,
    locale,
    defaultLocale: 'en',
    query: {},
  } as unknown as GetServerSidePropsContext;
  return { context, headers };
}

describeEachDatabase('requirePageUser', () => {
  it('returns the user of a live session from the token cookie', async () => {
    const { user, token } = await signedInUser();
    const { context, headers } = pageContext(`token=${token}; user=%7B%7D`, '/profile');
    const result = await requirePageUser(context);
    expect(result.redirect).toBeUndefined();
    expect(result.user).toMatchObject({ id: user.id, email: user.email });
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.has('set-cookie')).toBe(false);
  });

  it('sends a signed-out visitor to sign-in with the page (and its query) as redirectUrl', async () => {
    const { context, headers } = pageContext(undefined, '/profile/orders/7?tab=items');
    await expect(requirePageUser(context)).resolves.toEqual({
      redirect: { destination: '/authen/sign-in?redirectUrl=%2Fprofile%2Forders%2F7%3Ftab%3Ditems', permanent: false },
    });
    expect(headers.has('set-cookie')).toBe(false);
  });

  it('keeps the Vietnamese prefix on the sign-in page', async () => {
    const { context } = pageContext(undefined, '/my-course', 'vi');
    const result = await requirePageUser(context);
    expect(result.redirect?.destination).toBe('/vi/authen/sign-in?redirectUrl=%2Fmy-course');
  });

  it('drops the cookies of a revoked session, so the browser stops showing itself signed in', async () => {
    const { token, sessionId } = await signedInUser();
    await sessionRepository.revoke(sessionId);
    const { context, headers } = pageContext(`token=${token}; user=%7B%22id%22%3A%22x%22%7D`, '/profile');
    const result = await requirePageUser(context);
    expect(result.redirect?.destination).toBe('/authen/sign-in?redirectUrl=%2Fprofile');
    expect(headers.get('set-cookie')).toEqual([
      'token=; Path=/; Max-Age=0; SameSite=Lax',
      'user=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });

  it('treats a disabled account as signed out: sign-in, and its cookies dropped', async () => {
    const { user, token } = await signedInUser();
    await updateUserAccess(user.id, { disabled: true }, (await signedInUser('admin')).user);
    const { context, headers } = pageContext(`token=${token}; user=%7B%22id%22%3A%22x%22%7D`, '/profile');
    const result = await requirePageUser(context);
    expect(result.redirect?.destination).toBe('/authen/sign-in?redirectUrl=%2Fprofile');
    expect(headers.get('set-cookie')).toHaveLength(2);
  });
});

describe('requirePageUser without any session cookie', () => {
  it('does not touch the database for a visitor without a token', async () => {
    const { context } = pageContext('theme=dark', '/profile');
    await expect(requirePageUser(context)).resolves.toHaveProperty('redirect');
  });
});
