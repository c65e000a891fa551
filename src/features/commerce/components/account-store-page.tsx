import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { LoadStateView } from '@/components/load-state-view';
import { Pagination } from '@/components/pagination';
import { SeoHead } from '@/components/seo-head';
import { useServerSearch } from '@/hooks/use-server-search';
import { accountStoreSearchParams, type AccountStoreFilters } from '@/lib/commerce/account-store-filters';
import type { AccountStorePage as AccountStorePageData } from '@/lib/commerce/account-store-types';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';
import { toLocale } from '@/lib/locales';
import { ROUTES, accountPath } from '@/lib/routes';
import { itemListJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, type SiteOriginProps } from '@/lib/seo/site-url';
import { serverListState } from '../server-list-state';
import { AccountCard } from './account-card';
import styles from './commerce.module.scss';

export interface AccountStorePageProps extends SiteOriginProps {
  filters: AccountStoreFilters;
  /** Null when the list could not be read (the page answers 503), or has not been yet (`deferred`). */
  result: AccountStorePageData | null;
  /** The page `next build` made without a database: the results are asked for on arrival. */
  deferred?: boolean;
}

const hrefOf = (filters: AccountStoreFilters) => ({
  pathname: ROUTES.account,
  query: accountStoreSearchParams(filters),
});

/**
 * /account: category tabs from `?type=` (spec §2; none = all), cards, pages, all in the URL;
 * the results come with the HTML — the plain list is a static page, a tab or a page is
 * rendered per request.
 */
export function AccountStorePage({ filters, result, deferred = false, origin }: AccountStorePageProps) {
  const { t } = useTranslation('commerce');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const { loading } = useServerSearch({
    path: ROUTES.account,
    filters,
    toQuery: accountStoreSearchParams,
    deferred,
  });
  const state = serverListState(result, { deferred, loading, retry: () => void router.replace(router.asPath) });

  return (
    <>
      <SeoHead
        origin={origin}
        title={t('account.metaTitle')}
        description={t('account.metaDescription')}
        path={ROUTES.account}
        jsonLd={
          result
            ? itemListJsonLd(
                result.items.map((item) => ({
                  name: item.title,
                  url: absoluteUrl(origin, locale, accountPath(item.slug)),
                })),
              )
            : undefined
        }
      />
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('account.title')}</h1>
          <p>{t('account.intro')}</p>
        </header>
        <nav aria-label={t('account.tabs')}>
          <ul className={styles.tabs}>
            {[null, ...ACCOUNT_STORE_TYPES].map((tab) => (
              <li key={tab ?? 'all'}>
                <Link
                  href={hrefOf({ type: tab, page: 1 })}
                  scroll={false}
                  aria-current={tab === filters.type ? 'page' : undefined}
                >
                  {t(`account.types.${tab ?? 'all'}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LoadStateView state={state} isEmpty={(page) => page.items.length === 0} empty={t('account.empty')}>
          {(page) => (
            <>
              <ul className={`${styles.grid} ${loading ? styles.stale : ''}`}>
                {page.items.map((item) => (
                  <li key={item.id}>
                    <AccountCard item={item} />
                  </li>
                ))}
              </ul>
              <Pagination page={page.page} totalPage={page.totalPage} hrefOf={(n) => hrefOf({ ...filters, page: n })} />
            </>
          )}
        </LoadStateView>
      </div>
    </>
  );
}
