import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { CourseCard } from '@/components/course-card';
import { Pagination } from '@/components/pagination';
import { courseSearchParams, hasCourseFilters, type CourseFilters } from '@/lib/catalog/course-filters';
import type { CourseSearchResult } from '@/lib/catalog/course-types';
import { ROUTES } from '@/lib/routes';
import styles from './course-search.module.scss';

interface CourseResultsProps {
  filters: CourseFilters;
  result: CourseSearchResult;
  /** A new search is loading: the current results stay, dimmed. */
  loading: boolean;
}

/** The results of a search: how many, the cards, the pages, or why there are none. */
export function CourseResults({ filters, result, loading }: CourseResultsProps) {
  const { t } = useTranslation('courses');
  const hrefOf = (page: number) => ({ pathname: ROUTES.courses, query: courseSearchParams({ ...filters, page }) });

  return (
    <section className={styles.results} aria-labelledby="course-results-title" aria-busy={loading}>
      <h2 id="course-results-title" className={styles.count}>
        {t('list.results', { count: result.total })}
      </h2>
      <p role="status" aria-live="polite" className={loading ? styles.loadingNote : 'visually-hidden'}>
        {loading ? t('list.loading') : ''}
      </p>
      {result.courses.length === 0 ? (
        <div className={styles.empty}>
          {result.total > 0 ? (
            <>
              <p>{t('list.pastEnd')}</p>
              <Link href={hrefOf(1)}>{t('list.firstPage')}</Link>
            </>
          ) : (
            <>
              <p className={styles.emptyTitle}>{t('list.empty')}</p>
              <p>{t('list.emptyHint')}</p>
              {hasCourseFilters(filters) && <Link href={ROUTES.courses}>{t('list.clearFilters')}</Link>}
            </>
          )}
        </div>
      ) : (
        <ul className={`${styles.grid} ${loading ? styles.stale : ''}`}>
          {result.courses.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} totalPage={result.totalPage} hrefOf={hrefOf} />
    </section>
  );
}
