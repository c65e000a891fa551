import { useTranslation } from 'next-i18next/pages';
import Link, { type LinkProps } from 'next/link';
import styles from './pagination.module.scss';

interface PaginationProps {
  page: number;
  totalPage: number;
  /** The link to a page of the list. */
  hrefOf: (page: number) => LinkProps['href'];
  /** The list is loaded by the browser, not the page's props: change the URL only. */
  shallow?: boolean;
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

/**
 * The pages of a list, the one pagination of the site: real links (shareable, followed by
 * crawlers, working without JavaScript, reached with Tab), the current page marked for
 * assistive technology, its words from `common`.
 */
export function Pagination({ page, totalPage, hrefOf, shallow = false }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPage <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} shallow={shallow} rel="prev">
              {t('pagination.previous')}
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
                shallow={shallow}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < totalPage && (
          <li>
            <Link href={hrefOf(page + 1)} shallow={shallow} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
