import { ADMIN_ROUTES } from './admin-routes';

/** The back office's menu, in order: the key is its translation (admin:nav.<key>) and its route. */
export const ADMIN_NAV = [
  { key: 'dashboard', href: ADMIN_ROUTES.dashboard },
  { key: 'courses', href: ADMIN_ROUTES.courses },
  { key: 'quizzes', href: ADMIN_ROUTES.quizzes },
  { key: 'sourceCodes', href: ADMIN_ROUTES.sourceCodes },
  { key: 'accountStores', href: ADMIN_ROUTES.accountStores },
  { key: 'posts', href: ADMIN_ROUTES.posts },
  { key: 'ourWorks', href: ADMIN_ROUTES.ourWorks },
  { key: 'orders', href: ADMIN_ROUTES.orders },
  { key: 'users', href: ADMIN_ROUTES.users },
  { key: 'reports', href: ADMIN_ROUTES.reports },
  { key: 'contacts', href: ADMIN_ROUTES.contacts },
  { key: 'newsletter', href: ADMIN_ROUTES.newsletter },
  { key: 'chat', href: ADMIN_ROUTES.chat },
  { key: 'auditLog', href: ADMIN_ROUTES.auditLog },
] as const;
export type AdminNavKey = (typeof ADMIN_NAV)[number]['key'];

/** The menu entry a page belongs to: the longest route that starts its path (`/admin/courses/7` → courses). */
export function adminNavKeyOf(pathname: string): AdminNavKey {
  let best: (typeof ADMIN_NAV)[number] = ADMIN_NAV[0];
  for (const item of ADMIN_NAV) {
    if ((pathname === item.href || pathname.startsWith(`${item.href}/`)) && item.href.length > best.href.length)
      best = item;
  }
  return best.key;
}
