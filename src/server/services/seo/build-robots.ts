import { localePath, LOCALES } from '@/lib/locales';
import { ROUTES } from '@/lib/routes';
import { siteOrigin } from '../../seo/site-origin';

/**
 * /robots.txt: crawl everything public; not the API, personal pages, checkout, the admin
 * console, or pages reached from mailed links (their URLs carry tokens). Every disallowed
 * path is listed under every language's prefix.
 */
const PRIVATE_PATHS = ['/api/', ROUTES.profile, ROUTES.myCourses, '/authen/', '/admin/', '/payment/', '/newsletter/'];

export function buildRobots(): string {
  const paths = PRIVATE_PATHS.flatMap((path) => LOCALES.map((locale) => localePath(locale, path)));
  return [
    'User-agent: *',
    ...paths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteOrigin()}${ROUTES.sitemap}`,
    '',
  ].join('\n');
}
