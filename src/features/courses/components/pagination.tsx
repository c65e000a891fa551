import { useTranslation } from 'next-i18next/pages';
import Link, { type LinkProps } from 'next/link';
import styles from './course-search.module.scss';

interface PaginationProps {
  page: number;
  totalPage: number;
  /** The link to a page. */
  hrefOf: (page: number) => LinkProps['href'];
}

/** Pages around the current one, plus the first and last; null marks a gap. */
function pageWindow(page: number, totalPage: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= totalPage; n += 1) {
    if (n === 1 || n === totalPage || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Real links (shareable, crawlable, work without JavaScript), the current page marked. */
export function Pagination({ page, totalPage, hrefOf }: PaginationProps) {
  const { t } = useTranslation('courses');
  if (totalPage <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev">
              {t('list.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, totalPage).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefOf(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('list.pageLabel', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < totalPage && (
          <li>
            <Link href={hrefOf(page + 1)} rel="next">
              {t('list.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
