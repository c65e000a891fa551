import { useTranslation } from 'next-i18next/pages';
import Link, { type LinkProps } from 'next/link';
import styles from './commerce.module.scss';

/** Real links to each page of a list (shareable, work without JavaScript), the current one marked. */
export function PageLinks({
  page,
  totalPage,
  hrefOf,
}: {
  page: number;
  totalPage: number;
  hrefOf: (page: number) => LinkProps['href'];
}) {
  const { t } = useTranslation('commerce');
  if (totalPage <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" scroll={false}>
              {t('previous')}
            </Link>
          </li>
        )}
        {Array.from({ length: totalPage }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              href={hrefOf(n)}
              scroll={false}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pageLabel', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < totalPage && (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" scroll={false}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
