import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { PostCategoryDto } from '@/lib/content/post-types';
import type { PostFilters } from '@/lib/content/post-filters';
import styles from './post-list.module.scss';

interface CategoryTabsProps {
  categories: PostCategoryDto[];
  filters: PostFilters;
  hrefFor: (filters: PostFilters) => { pathname: string; query: Record<string, string> };
}

/**
 * "All" and one tab per category. Tabs are links (each a URL of its own, spec §5: "all" is
 * no filter); choosing one keeps the keyword and goes back to the first page.
 */
export function CategoryTabs({ categories, filters, hrefFor }: CategoryTabsProps) {
  const { t } = useTranslation('blog');
  const tabs = [{ slug: '', title: t('posts.all') }, ...categories];
  return (
    <nav aria-label={t('posts.categories')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => {
          const current = tab.slug === filters.category;
          return (
            <li key={tab.slug || 'all'}>
              <Link
                href={hrefFor({ ...filters, category: tab.slug, page: 1 })}
                shallow
                scroll={false}
                aria-current={current ? 'page' : undefined}
                className={current ? styles.tabCurrent : styles.tab}
              >
                {tab.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
