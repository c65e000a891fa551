import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import styles from './admin-table.module.scss';

/**
 * A product's title in a back-office list, with its slug under it: a link to its public
 * page (opened in a new tab, said to screen readers) when it is published, plain text when not.
 */
export function ProductTitleCell({
  title,
  slug,
  publicHref,
}: {
  title: string;
  slug: string;
  publicHref: string | null;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className={styles.titleCell}>
      {publicHref ? (
        <Link href={publicHref} locale={false} target="_blank" rel="noopener">
          {title} <span className="visually-hidden">{t('accountStores.opensInNewTab')}</span>
        </Link>
      ) : (
        title
      )}
      <span className={styles.muted}>/{slug}</span>
    </span>
  );
}
