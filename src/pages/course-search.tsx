import { CourseSearchPage, type CourseSearchPageProps } from '@/features/courses/components/course-search-page';
import { toLocale } from '@/lib/locales';
import { definePageProps } from '@/server/http/define-page-props';
import { markServiceUnavailable } from '@/server/http/service-unavailable';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadCourseSearch } from '@/server/services/catalog/course-search-page';
import { parseCourseFilters } from '@/schemas/catalog';

export default CourseSearchPage;

/**
 * A /courses URL with a search in it (next.config.js rewrites it here): rendered per
 * request from the URL, by the catalogue service itself (no HTTP hop). The plain /courses
 * is the static page in courses/index.tsx.
 */
export const getServerSideProps = definePageProps<CourseSearchPageProps>(async ({ locale, query, res }) => {
  const filters = parseCourseFilters(query);
  const [translations, result] = await Promise.all([
    pageTranslations(locale, ['courses']),
    loadCourseSearch(filters, toLocale(locale)),
  ]);
  if (result === null) markServiceUnavailable(res);
  return { props: { ...translations, ...pageOrigin(), filters, result } };
});
