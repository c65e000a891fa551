import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { LoadStateView } from '@/components/load-state-view';
import { Pagination } from '@/components/pagination';
import { useLoad } from '@/hooks/use-load';
import type { AccountCard as AccountCardData } from '@/lib/commerce/account-store-types';
import { ACCOUNT_STORE_TYPES, isAccountStoreType, type AccountStoreType } from '@/lib/commerce/product-types';
import { ROUTES } from '@/lib/routes';
import { commerceApi } from '../lazy-commerce-api';
import { AccountCard } from './account-card';
import styles from './commerce.module.scss';

export interface AccountStorePageProps {
  /** The first page of every product; null when it could not be read (then the browser loads it). */
  initial: { items: AccountCardData[]; page: number; totalPage: number } | null;
}

interface CardPage {
  data: AccountCardData[];
  page: number;
  total_page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /account: category tabs from `?type=` (spec §2; empty = all), cards, pages. The page is
 * static (the first page of all); a category or a later page is loaded by the browser.
 */
export function AccountStorePage({ initial }: AccountStorePageProps) {
  const { t } = useTranslation('commerce');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const typeParam = router.isReady ? first(router.query.type) : undefined;
  const type: AccountStoreType | null = isAccountStoreType(typeParam) ? typeParam : null;
  const pageNumber = router.isReady ? Math.max(1, Math.min(10_000, Number(first(router.query.page)) || 1)) : 1;
  // Another tab or page, or a page built without its data, loads in the browser.
  const custom = type !== null || pageNumber > 1 || initial === null;
  const load = useLoad<CardPage | null>(
    async () =>
      custom
        ? (await commerceApi()).searchAccounts({ page: String(pageNumber), limit: '16', ...(type ? { type } : {}) })
        : null,
    `${type}:${pageNumber}`,
  );
  const staticPage = initial ? { data: initial.items, page: initial.page, total_page: initial.totalPage } : null;
  const shown = custom ? load : { ...load, status: 'ready' as const, data: staticPage };
  const hrefOf = (nextType: AccountStoreType | null, page = 1) => ({
    pathname: ROUTES.account,
    query: { ...(nextType ? { type: nextType } : {}), ...(page > 1 ? { page: String(page) } : {}) },
  });

  return (
    <>
      <Head>
        <title>{`${t('account.metaTitle')} | ${tc('brand')}`}</title>
        <meta name="description" content={t('account.metaDescription')} />
      </Head>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('account.title')}</h1>
          <p>{t('account.intro')}</p>
        </header>
        <nav aria-label={t('account.tabs')}>
          <ul className={styles.tabs}>
            {[null, ...ACCOUNT_STORE_TYPES].map((tab) => (
              <li key={tab ?? 'all'}>
                <Link href={hrefOf(tab)} shallow scroll={false} aria-current={tab === type ? 'page' : undefined}>
                  {t(`account.types.${tab ?? 'all'}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LoadStateView
          state={shown}
          isEmpty={(page) => page === null || page.data.length === 0}
          empty={t('account.empty')}
        >
          {(page) =>
            page && (
              <>
                <ul className={styles.grid}>
                  {page.data.map((item) => (
                    <li key={item.id}>
                      <AccountCard item={item} />
                    </li>
                  ))}
                </ul>
                <Pagination page={page.page} totalPage={page.total_page} hrefOf={(n) => hrefOf(type, n)} />
              </>
            )
          }
        </LoadStateView>
      </div>
    </>
  );
}
