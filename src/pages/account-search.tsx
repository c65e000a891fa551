import { AccountStorePage, type AccountStorePageProps } from '@/features/commerce/components/account-store-page';
import { parseAccountStoreFilters } from '@/lib/commerce/account-store-filters';
import { toLocale } from '@/lib/locales';
import { definePageProps } from '@/server/http/define-page-props';
import { markServiceUnavailable } from '@/server/http/service-unavailable';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadAccountStoreSearch } from '@/server/services/account-store/account-pages';

export default AccountStorePage;

/**
 * An /account URL with a category tab or a page in it (next.config.js rewrites it here):
 * rendered per request from the URL, by the service itself (no HTTP hop). The plain
 * /account is the static page in account/index.tsx.
 */
export const getServerSideProps = definePageProps<AccountStorePageProps>(async ({ locale, query, res }) => {
  const filters = parseAccountStoreFilters(query);
  const [translations, result] = await Promise.all([
    pageTranslations(locale, ['commerce']),
    loadAccountStoreSearch(filters, toLocale(locale)),
  ]);
  if (result === null) markServiceUnavailable(res);
  return { props: { ...translations, ...pageOrigin(), filters, result } };
});
