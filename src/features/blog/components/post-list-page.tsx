import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { LoadStateView } from '@/components/load-state-view';
import { Pagination } from '@/components/pagination';
import { SeoHead } from '@/components/seo-head';
import { DEFAULT_POST_FILTERS } from '@/lib/content/post-filters';
import { localePath, toLocale } from '@/lib/locales';
import { ROUTES } from '@/lib/routes';
import type { PostListPageProps } from '../post-list-types';
import { usePostList } from '../use-post-list';
import { CategoryTabs } from './category-tabs';
import { PostCard } from './post-card';
import { PostSearchForm } from './post-search-form';
import styles from './post-list.module.scss';

/** /posts: the blog — search, category tabs and pages, all in the URL. */
export function PostListPage({ initial, origin }: PostListPageProps) {
  const { t } = useTranslation('blog');
  const { filters, state, hrefFor, show } = usePostList(initial);
  const filtered = filters.keyword !== '' || filters.category !== '';
  // Past the last page (an old link, a hand-edited URL): say so, not "no articles".
  const emptyText = filtered
    ? t('posts.emptyFiltered')
    : filters.page > 1
      ? t('posts.emptyPage', { page: filters.page })
      : t('posts.empty');
  // The feed of the page's language (a plain file-like URL: Link would not prefix it).
  const feedHref = localePath(toLocale(useRouter().locale), ROUTES.rss);

  return (
    <div className={styles.page}>
      <SeoHead
        origin={origin}
        title={t('posts.metaTitle')}
        description={t('posts.metaDescription')}
        path={ROUTES.posts}
        feeds={[{ title: t('posts.rssTitle'), href: feedHref }]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('posts.title')}</h1>
        <p className={styles.intro}>{t('posts.intro')}</p>
        <PostSearchForm keyword={filters.keyword} onSearch={(keyword) => void show({ ...filters, keyword, page: 1 })} />
      </header>
      {state.data && <CategoryTabs categories={state.data.categories} filters={filters} hrefFor={hrefFor} />}
      <section aria-labelledby="post-results" className={styles.results}>
        <h2 id="post-results" className={filters.keyword ? styles.resultsTitle : 'visually-hidden'}>
          {filters.keyword ? t('posts.resultsFor', { keyword: filters.keyword }) : t('posts.latest')}
        </h2>
        <LoadStateView
          state={state}
          isEmpty={(data) => data.posts.length === 0}
          empty={
            <>
              {emptyText}{' '}
              {(filtered || filters.page > 1) && (
                <Link href={hrefFor(DEFAULT_POST_FILTERS)} shallow>
                  {t('posts.clearFilters')}
                </Link>
              )}
            </>
          }
        >
          {(data) => (
            <>
              <ul className={styles.grid}>
                {data.posts.map((post, index) => (
                  <li key={post.id}>
                    <PostCard post={post} headingLevel={3} priority={index < 3} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={filters.page}
                totalPage={data.totalPage}
                hrefOf={(page) => hrefFor({ ...filters, page })}
                shallow
              />
            </>
          )}
        </LoadStateView>
      </section>
      <p className={styles.feed}>
        <a href={feedHref}>{t('posts.rss')}</a>
      </p>
    </div>
  );
}
