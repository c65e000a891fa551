import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../../../next-i18next.config.js';

export type Namespace =
  | 'common'
  | 'home'
  | 'auth'
  | 'profile'
  | 'courses'
  | 'exam'
  | 'blog'
  | 'showcase'
  | 'contact'
  | 'newsletter'
  | 'chat'
  | 'commerce'
  | 'admin'
  | 'admin-uploads'
  | 'certificates';

/**
 * The translations a page ships in its props: `common` (layout) plus the page's own
 * namespaces and nothing else — next-i18next would otherwise serialise every namespace
 * into every page's HTML (STACK.md).
 */
export function pageTranslations(locale: string | undefined, namespaces: Namespace[] = []) {
  const wanted = Array.from(new Set<Namespace>(['common', ...namespaces]));
  return serverSideTranslations(locale ?? 'en', wanted, nextI18NextConfig);
}
