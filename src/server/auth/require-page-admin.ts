import type { GetServerSidePropsContext, Redirect } from 'next';
import type { AuthUser } from './auth-user';
import { requirePageUser } from './require-page-user';

export type PageAdmin =
  | { user: AuthUser; redirect?: undefined; forbidden?: undefined }
  | { user?: undefined; redirect: Redirect; forbidden?: undefined }
  | { user?: undefined; redirect?: undefined; forbidden: true };

/**
 * For the getServerSideProps of an admin page (DESIGN.md §4): the admin, a redirect to
 * sign-in for a signed-out visitor, or `forbidden` for anyone else signed in — the page
 * then answers 403 (set here) with its own message.
 */
export async function requirePageAdmin(context: GetServerSidePropsContext): Promise<PageAdmin> {
  const { user, redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  if (user.role === 'admin') return { user };
  context.res.statusCode = 403;
  return { forbidden: true };
}
