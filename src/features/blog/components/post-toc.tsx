import { useTranslation } from 'next-i18next/pages';
import type { TocEntry } from '@/lib/content/post-types';
import styles from './post-page.module.scss';

/** The post's contents: its h2/h3 headings, linked by their anchors. */
export function PostToc({ toc }: { toc: TocEntry[] }) {
  const { t } = useTranslation('blog');
  if (toc.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <h2 id="toc-title" className={styles.asideTitle}>
        {t('post.contents')}
      </h2>
      <ol>
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? styles.tocSub : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
