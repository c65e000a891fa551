/** Paths of the site's pages (spec §2, DESIGN.md §8), written once. */
export const ROUTES = {
  home: '/',
  courses: '/courses',
  account: '/account',
  ourWorks: '/our-works',
  posts: '/posts',
  contact: '/contact',
  aboutUs: '/about-us',
  myCourses: '/my-course',
  profile: '/profile',
  sourceCodes: '/source-codes',
  signIn: '/authen/sign-in',
  signUp: '/authen/sign-up',
  forgotPassword: '/authen/forgot-password',
  resetPassword: '/authen/reset-password',
  verifyEmail: '/authen/verify-email',
  googleLogin: '/authen/google-login',
  adminChat: '/admin/chat',
} as const;

/**
 * The sign-in link carries the page to come back to. Only same-site paths are kept:
 * anything else (absolute URLs, protocol-relative `//host`) would be an open redirect.
 */
export function signInPath(redirectUrl?: string): string {
  const safe = safeRedirectPath(redirectUrl);
  return safe ? `${ROUTES.signIn}?redirectUrl=${encodeURIComponent(safe)}` : ROUTES.signIn;
}

export function safeRedirectPath(path: string | undefined | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** Which frame a page renders in: auth pages have none; the admin console has no chat widget. */
export type LayoutKind = 'site' | 'bare' | 'admin';

export function layoutKindOf(pathname: string): LayoutKind {
  if (pathname === '/authen' || pathname.startsWith('/authen/')) return 'bare';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  return 'site';
}
