import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import type { AccountCard as AccountCardData } from '@/lib/commerce/account-store-types';
import { accountPath } from '@/lib/routes';
import { PriceTag } from './price-tag';
import styles from './commerce.module.scss';

/** One product of the account store (spec §2 "account card"); the whole card is its link. */
export function AccountCard({ item }: { item: AccountCardData }) {
  const { t } = useTranslation('commerce');
  return (
    <article className={`${styles.card} ${styles.cardLink}`}>
      <AppImage src={item.thumbnail} alt="" width={640} height={360} sizes="(max-width: 576px) 100vw, 300px" />
      <div className={styles.cardBody}>
        <p>{t(`account.types.${item.type}`)}</p>
        <h2>
          <Link href={accountPath(item.slug)}>{item.title}</Link>
        </h2>
        <p>{item.short_description}</p>
        <div className={styles.cardFoot}>
          <PriceTag price={item.price_from_vnd} was={item.compare_at_price_vnd} from />
          {item.in_stock ? (
            <span className={styles.muted}>{t('account.sold', { count: item.sold_count })}</span>
          ) : (
            <span className={styles.soldOut}>{t('account.outOfStock')}</span>
          )}
        </div>
      </div>
    </article>
  );
}
