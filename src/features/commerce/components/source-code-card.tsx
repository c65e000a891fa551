import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import type { SourceCodeSummary } from '@/lib/commerce/source-code-types';
import { sourceCodePath } from '@/lib/routes';
import { PriceTag } from './price-tag';
import styles from './commerce.module.scss';

/** One product of the source-code list; the whole card is its link. */
export function SourceCodeCard({ item }: { item: SourceCodeSummary }) {
  const { t } = useTranslation('commerce');
  return (
    <article className={`${styles.card} ${styles.cardLink}`}>
      <AppImage src={item.thumbnail} alt="" width={640} height={360} sizes="(max-width: 576px) 100vw, 320px" />
      <div className={styles.cardBody}>
        <h2>
          <Link href={sourceCodePath(item.slug)}>{item.title}</Link>
        </h2>
        <p>{item.short_description}</p>
        <ul className={styles.chips} aria-label={t('source.stack')}>
          {item.tech_stack.map((tech) => (
            <li key={tech}>{tech}</li>
          ))}
        </ul>
        <div className={styles.cardFoot}>
          <PriceTag price={item.price_vnd} />
          <span className={styles.muted}>{t('source.sales', { count: item.sales_count })}</span>
        </div>
      </div>
    </article>
  );
}
