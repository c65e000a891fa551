import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { AppImage } from '@/components/app-image';
import type { PostSummary } from '@/lib/content/post-types';
import { formatDate } from '@/lib/format/date';
import { toLocale } from '@/lib/locales';
import { postPath } from '@/lib/routes';
import styles from './post-card.module.scss';

interface PostCardProps {
  post: PostSummary;
  /** The heading level of the card's title in its page's outline. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the image at once. */
  priority?: boolean;
}

/** A post in a list: thumbnail, category, title (the link), description, date and author. */
export function PostCard({ post, headingLevel = 2, priority = false }: PostCardProps) {
  // `common` only: the not-found page lists posts without the content namespace.
  const { t } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <AppImage
        src={post.thumbnail}
        alt=""
        width={640}
        height={360}
        sizes="(max-width: 640px) 100vw, 400px"
        className={styles.image}
        priority={priority}
      />
      <div className={styles.body}>
        <p className={styles.category}>{post.menu.title}</p>
        <Heading className={styles.title}>
          {/* The whole card is clickable through this link's stretched ::after. */}
          <Link href={postPath(post.slug)} locale={post.language} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.description}>{post.description}</p>
        <p className={styles.meta}>
          <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
          {' · '}
          {post.created_by?.name ?? t('brand')}
        </p>
      </div>
    </article>
  );
}
