import { coursesSource } from './sitemap-sources/courses';
import { postsSource } from './sitemap-sources/posts';
import { productsSource } from './sitemap-sources/products';
import { staticPagesSource } from './sitemap-sources/static-pages';
import type { SitemapSource } from './sitemap-types';

/** What /sitemap.xml lists. A feature with public records adds its source here. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  staticPagesSource,
  coursesSource,
  postsSource,
  productsSource,
];
