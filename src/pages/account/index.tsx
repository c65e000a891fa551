import type { GetStaticProps } from 'next';
import { AccountStorePage, type AccountStorePageProps } from '@/features/commerce/components/account-store-page';
import { NO_ACCOUNT_STORE_FILTERS } from '@/lib/commerce/account-store-filters';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadAccountStoreSearch } from '@/server/services/account-store/account-pages';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default AccountStorePage;

/**
 * Every product, first page: the same for every visitor, so built once per locale and
 * regenerated. An /account URL with a category tab or a page in it is rewritten to the
 * per-request search page (next.config.js, src/pages/account-search.tsx), which renders the
 * same component. The page `next build` makes (no database) asks for its results on arrival.
 */
export const getStaticProps: GetStaticProps<AccountStorePageProps> = async ({ locale }) => {
  const [translations, result] = await Promise.all([
    pageTranslations(locale, ['commerce']),
    loadStaticPageData('/account', () => loadAccountStoreSearch(NO_ACCOUNT_STORE_FILTERS, toLocale(locale))),
  ]);
  return revalidated(
    {
      props: {
        ...translations,
        ...pageOrigin(),
        filters: NO_ACCOUNT_STORE_FILTERS,
        result,
        ...(result === null && { deferred: true }),
      },
    },
    result,
  );
};
