import type { GetStaticProps } from 'next';
import { CourseSearchPage, type CourseSearchPageProps } from '@/features/courses/components/course-search-page';
import { NO_COURSE_FILTERS } from '@/lib/catalog/course-filters';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadCourseSearch } from '@/server/services/catalog/course-search-page';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default CourseSearchPage;

/**
 * The whole catalogue, unfiltered: the same for every visitor, so built once per locale and
 * regenerated as enrolments reorder it. A /courses URL with a search in it is rewritten to
 * the per-request search page (next.config.js, src/pages/course-search.tsx), which renders
 * the same component. The page `next build` makes (no database) asks for its results on arrival.
 */
export const getStaticProps: GetStaticProps<CourseSearchPageProps> = async ({ locale }) => {
  const [translations, result] = await Promise.all([
    pageTranslations(locale, ['courses']),
    loadStaticPageData('/courses', () => loadCourseSearch(NO_COURSE_FILTERS, toLocale(locale))),
  ]);
  return revalidated(
    {
      props: {
        ...translations,
        ...pageOrigin(),
        filters: NO_COURSE_FILTERS,
        result,
        ...(result === null && { deferred: true }),
      },
    },
    result,
  );
};
