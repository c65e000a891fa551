import type { Locale } from './locales';
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
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  rss: '/rss.xml',
  sitemap: '/sitemap.xml',
} as const;

/** The per-request pages behind a list's URL that carries a search (src/proxy.ts rewrites). */
export const COURSE_SEARCH_PAGE = '/course-search';
export const SOURCE_CODE_SEARCH_PAGE = '/source-code-search';
export const ACCOUNT_STORE_SEARCH_PAGE = '/account-search';

/** Paths of the course and exam pages (DESIGN.md §8). Ids and slugs come from the API. */
export const coursePath = (slug: string) => `${ROUTES.courses}/${encodeURIComponent(slug)}`;
export const lessonPath = (slug: string, lessonId: number) => `${coursePath(slug)}/lessons/${lessonId}`;
export const quizPath = (quizId: number) => `/quiz/${quizId}`;
/** `resumeAttemptId`: a strict attempt to resume, which must not be replaced by a new one if it has ended. */
export const examPath = (quizId: number, mode: 'practice' | 'strict', resumeAttemptId?: number) =>
  `${quizPath(quizId)}/exam?mode=${mode}${resumeAttemptId === undefined ? '' : `&attempt=${resumeAttemptId}`}`;
export const quizResultPath = (historyId: number) => `/quiz/result/${historyId}`;
export const questionReviewPath = (historyId: number, questionId: number) =>
  `${quizResultPath(historyId)}/questions/${questionId}`;

/** A certificate's public verification page, and its PDF (issue 24). */
export const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;
export const certificatePdfPath = (code: string, lang?: Locale) =>
  `/api/certificates/${encodeURIComponent(code)}/pdf${lang ? `?lang=${lang}` : ''}`;

/** Paths of the shop's pages (DESIGN.md §8). */
export const sourceCodePath = (slug: string) => `${ROUTES.sourceCodes}/${encodeURIComponent(slug)}`;
export const accountPath = (slug: string) => `${ROUTES.account}/${encodeURIComponent(slug)}`;
export const checkoutPath = (orderId: string) => `/payment/${encodeURIComponent(orderId)}`;
export const orderPath = (orderId: string) => `${ROUTES.profile}/orders/${encodeURIComponent(orderId)}`;
/** A blog post's page (DESIGN.md §8); each language has its own slug. */
export const postPath = (slug: string) => `${ROUTES.posts}/${encodeURIComponent(slug)}`;

/**
 * The sign-in link carries the page to come back to. Only same-site paths are kept:
 * anything else (absolute URLs, protocol-relative `//host`) would be an open redirect.
 */
export function signInPath(redirectUrl?: string): string {
  const safe = safeRedirectPath(redirectUrl);
  return safe ? `${ROUTES.signIn}?redirectUrl=${encodeURIComponent(safe)}` : ROUTES.signIn;
}

const REDIRECT_CHECK_ORIGIN = 'http://this-site.invalid';

/**
 * `path` when it stays on this site, else null. It is read as the browser's URL parser will
 * read it, not by its first characters: that parser drops tabs and newlines and takes a
 * backslash for a slash, so `/\t/evil.example` and `/\evil.example` both mean
 * `//evil.example`, another host. Control characters have no place in a path at all.
 */
export function safeRedirectPath(path: string | undefined | null): string | null {
  if (!path || !path.startsWith('/') || /[\u0000-\u001f\u007f]/.test(path)) return null;
  try {
    return new URL(path, REDIRECT_CHECK_ORIGIN).origin === REDIRECT_CHECK_ORIGIN ? path : null;
  } catch {
    return null;
  }
}

/** The page of an exam sitting (practice or strict), as the router names its route. */
const EXAM_SITTING_PAGE = '/quiz/[id]/exam';

/**
 * Which frame a page renders in: auth pages have none; the admin console and an exam sitting
 * keep the header and footer without the chat widget (its floating button would sit over
 * the exam's own controls, and a sitting is no time to chat).
 */
export type LayoutKind = 'site' | 'bare' | 'admin' | 'exam';

/** `pathname`: the router's route pattern (`/quiz/[id]/exam`), not the URL. */
export function layoutKindOf(pathname: string): LayoutKind {
  if (pathname === '/authen' || pathname.startsWith('/authen/')) return 'bare';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === EXAM_SITTING_PAGE) return 'exam';
  return 'site';
}
