import { useTranslation } from 'next-i18next/pages';
import type { PostSummary } from '@/lib/content/post-types';
import { PostCard } from './post-card';
import styles from './post-list.module.scss';

/** The newest posts, offered where a visitor is lost (the not-found page, DESIGN.md §5). */
export function RecentPosts({ posts }: { posts: PostSummary[] }) {
  const { t } = useTranslation('common');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="recent-posts-title" className={styles.recent}>
      <h2 id="recent-posts-title" className={styles.resultsTitle}>
        {t('notFound.recentPosts')}
      </h2>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
