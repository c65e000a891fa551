import { ROUTES } from '@/lib/routes';

export interface NavItem {
  href: string;
  /** Key under `common:nav`. */
  labelKey: 'home' | 'courses' | 'account' | 'ourWorks' | 'posts' | 'contact' | 'aboutUs';
}

/** Header and mobile drawer (spec §2): home, courses, account, our works, posts, contact. */
export const HEADER_NAV: readonly NavItem[] = [
  { href: ROUTES.home, labelKey: 'home' },
  { href: ROUTES.courses, labelKey: 'courses' },
  { href: ROUTES.account, labelKey: 'account' },
  { href: ROUTES.ourWorks, labelKey: 'ourWorks' },
  { href: ROUTES.posts, labelKey: 'posts' },
  { href: ROUTES.contact, labelKey: 'contact' },
];

/** Footer (spec §2): /, /courses, /our-works, /posts, /about-us. */
export const FOOTER_NAV: readonly NavItem[] = [
  { href: ROUTES.home, labelKey: 'home' },
  { href: ROUTES.courses, labelKey: 'courses' },
  { href: ROUTES.ourWorks, labelKey: 'ourWorks' },
  { href: ROUTES.posts, labelKey: 'posts' },
  { href: ROUTES.aboutUs, labelKey: 'aboutUs' },
];

/** A nav link is current on its own path and below it (home only on itself). */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (href === ROUTES.home) return pathname === ROUTES.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}
