import { useTranslation } from 'next-i18next/pages';
import { SeoHead } from '@/components/seo-head';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import { useRouter } from 'next/router';
import { useServerSearch } from '@/hooks/use-server-search';
import { courseSearchParams, type CourseFilters } from '@/lib/catalog/course-filters';
import type { CourseSearchResult } from '@/lib/catalog/course-types';
import { ROUTES } from '@/lib/routes';
import { CourseFiltersPanel } from './course-filters';
import { CourseResults } from './course-results';
import { CourseSearchBar } from './course-search-bar';
import styles from './course-search.module.scss';

export interface CourseSearchPageProps extends SiteOriginProps {
  filters: CourseFilters;
  /** Null when the catalogue could not be loaded, or has not been yet (`deferred`). */
  result: CourseSearchResult | null;
  /** The page `next build` made without a database: the results are asked for on arrival. */
  deferred?: boolean;
}

/** /courses: search, facets, sort and pages, all in the URL; results rendered by the server. */
export function CourseSearchPage({ filters, result, deferred = false, origin }: CourseSearchPageProps) {
  const { t } = useTranslation('courses');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const { shown, apply, loading } = useServerSearch({
    path: ROUTES.courses,
    filters,
    toQuery: courseSearchParams,
    // The per-request search page renders the same results; the address stays /courses.
    deferred,
  });

  return (
    <>
      <SeoHead
        origin={origin}
        title={t('list.metaTitle')}
        description={t('list.metaDescription')}
        path={ROUTES.courses}
      />
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('list.title')}</h1>
          <p>{t('list.intro')}</p>
        </header>
        {deferred ? (
          <p role="status" className={styles.deferred}>
            {tc('loading')}
          </p>
        ) : result === null ? (
          <div role="alert" className={styles.failed}>
            <p>{t('list.failed')}</p>
            <button type="button" onClick={() => void router.replace(router.asPath)}>
              {t('list.retry')}
            </button>
          </div>
        ) : (
          <>
            <CourseSearchBar filters={shown} onChange={apply} />
            <div className={styles.layout}>
              <CourseFiltersPanel filters={shown} groups={result.groups} onChange={apply} />
              <CourseResults filters={filters} result={result} loading={loading} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
