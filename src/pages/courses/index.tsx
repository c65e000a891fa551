import type { GetStaticProps } from 'next';
import { CourseSearchPage, type CourseSearchPageProps } from '@/features/courses/components/course-search-page';
import { NO_COURSE_FILTERS } from '@/lib/catalog/course-filters';
import { toLocale } from '@/lib/locales';
import { isBuildPhase } from '@/server/build-phase';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadCourseSearch } from '@/server/services/catalog/course-search-page';

export default CourseSearchPage;

// Enrolments reorder the popular list: the page is rebuilt at most once a minute.
const REVALIDATE_S = 60;

/**
 * The whole catalogue, unfiltered: the same for every visitor, so built once per locale and
 * kept. A /courses URL with a search in it is rewritten to the per-request search page
 * (next.config.js, src/pages/course-search.tsx), which renders the same component.
 */
export const getStaticProps: GetStaticProps<CourseSearchPageProps> = async ({ locale }) => {
  const translations = await pageTranslations(locale, ['courses']);
  // The build has no database: that page asks for its results on arrival, and is replaced
  // by a complete one on its first regeneration.
  if (isBuildPhase()) {
    return { props: { ...translations, filters: NO_COURSE_FILTERS, result: null, deferred: true }, revalidate: 1 };
  }
  const result = await loadCourseSearch(NO_COURSE_FILTERS, toLocale(locale));
  // A failed rebuild throws, so the previous page keeps being served.
  if (result === null) throw new Error('course catalogue unavailable');
  return { props: { ...translations, filters: NO_COURSE_FILTERS, result }, revalidate: REVALIDATE_S };
};
