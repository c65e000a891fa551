import { ROUTES } from '@/lib/routes';

/**
 * The back office's pages (DESIGN.md §9). Apart from the site's shared routes so that no
 * public page's bundle carries them.
 */
export const ADMIN_ROUTES = {
  dashboard: '/admin',
  courses: '/admin/courses',
  quizzes: '/admin/quizzes',
  sourceCodes: '/admin/source-codes',
  accountStores: '/admin/account-stores',
  ourWorks: '/admin/our-works',
  orders: '/admin/orders',
  users: '/admin/users',
  reports: '/admin/reports',
  contacts: '/admin/contacts',
  posts: '/admin/posts',
  newsletter: '/admin/newsletter',
  chat: ROUTES.adminChat,
  auditLog: '/admin/audit-log',
} as const;
export const adminCoursePath = (id: number) => `${ADMIN_ROUTES.courses}/${id}`;
export const adminQuizPath = (id: number) => `${ADMIN_ROUTES.quizzes}/${id}`;
export const adminSourceCodePath = (id: number) => `${ADMIN_ROUTES.sourceCodes}/${id}`;
/** An account-store product's editor; `new` for a product not saved yet. */
export const adminAccountStorePath = (id: number | 'new') => `${ADMIN_ROUTES.accountStores}/${id}`;
/** A showcase project's editor; `new` for a project not saved yet. */
export const adminOurWorkPath = (id: number | 'new') => `${ADMIN_ROUTES.ourWorks}/${id}`;
/** A newsletter issue's editor; `new` for an issue not saved yet. */
export const adminNewsletterIssuePath = (id: string | 'new') => `${ADMIN_ROUTES.newsletter}/${id}`;
export const adminContactPath = (id: string) => `${ADMIN_ROUTES.contacts}/${id}`;
export const adminPostPath = (id: number) => `${ADMIN_ROUTES.posts}/${id}`;
export const adminOrderPath = (id: string) => `${ADMIN_ROUTES.orders}/${id}`;
export const adminUserPath = (id: string) => `${ADMIN_ROUTES.users}/${id}`;
/** Where an uploaded image is served to everyone (a course's thumbnail). */
export const uploadedImagePath = (uploadId: string) => `/api/files/images/${uploadId}`;
