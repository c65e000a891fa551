import { LOCALES } from '@/lib/locales';
import { ROUTES } from '@/lib/routes';
import type { SitemapEntry, SitemapSource } from '../sitemap-types';

/** The public pages that exist once (not per record), the same path in every language. */
const PAGES: { path: string; changeFrequency: SitemapEntry['changeFrequency']; priority: number }[] = [
  { path: ROUTES.home, changeFrequency: 'daily', priority: 1 },
  { path: ROUTES.courses, changeFrequency: 'daily', priority: 0.9 },
  { path: ROUTES.posts, changeFrequency: 'daily', priority: 0.8 },
  { path: ROUTES.sourceCodes, changeFrequency: 'weekly', priority: 0.7 },
  { path: ROUTES.account, changeFrequency: 'weekly', priority: 0.7 },
  { path: ROUTES.ourWorks, changeFrequency: 'monthly', priority: 0.6 },
  { path: ROUTES.aboutUs, changeFrequency: 'yearly', priority: 0.5 },
  { path: ROUTES.contact, changeFrequency: 'yearly', priority: 0.5 },
];

export const staticPagesSource: SitemapSource = {
  name: 'pages',
  entries: async () =>
    PAGES.map((page) => ({
      paths: Object.fromEntries(LOCALES.map((locale) => [locale, page.path])),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
};
