import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { PostFilters } from '@/lib/content/post-filters';
import styles from './post-list.module.scss';

interface PageLinksProps {
  filters: PostFilters;
  totalPage: number;
  hrefFor: (filters: PostFilters) => { pathname: string; query: Record<string, string> };
}

/** Numbered page links with previous/next; each page is a URL of its own. */
export function PageLinks({ filters, totalPage, hrefFor }: PageLinksProps) {
  const { t } = useTranslation('blog');
  if (totalPage <= 1) return null;
  const pages = Array.from({ length: totalPage }, (_, index) => index + 1);
  const link = (page: number, label: string, rel?: string) => (
    <Link href={hrefFor({ ...filters, page })} shallow rel={rel} className={styles.pageLink}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('posts.pagination')} className={styles.pages}>
      {filters.page > 1 && link(filters.page - 1, t('posts.previous'), 'prev')}
      <ul>
        {pages.map((page) => (
          <li key={page}>
            {page === filters.page ? (
              <span aria-current="page" className={styles.pageCurrent}>
                <span className="visually-hidden">{t('posts.page')} </span>
                {page}
              </span>
            ) : (
              <Link
                href={hrefFor({ ...filters, page })}
                shallow
                aria-label={`${t('posts.page')} ${page}`}
                className={styles.pageLink}
              >
                {page}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {filters.page < totalPage && link(filters.page + 1, t('posts.next'), 'next')}
    </nav>
  );
}
