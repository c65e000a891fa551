import { SourceCodeListPage, type SourceCodeListPageProps } from '@/features/commerce/components/source-code-list-page';
import { parseSourceCodeFilters } from '@/lib/commerce/source-code-filters';
import { toLocale } from '@/lib/locales';
import { definePageProps } from '@/server/http/define-page-props';
import { markServiceUnavailable } from '@/server/http/service-unavailable';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadSourceCodeSearch } from '@/server/services/source-codes/source-code-search-page';

export default SourceCodeListPage;

/**
 * A /source-codes URL with a search in it (next.config.js rewrites it here): rendered per
 * request from the URL, by the service itself (no HTTP hop). The plain /source-codes is the
 * static page in source-codes/index.tsx.
 */
export const getServerSideProps = definePageProps<SourceCodeListPageProps>(async ({ locale, query, res }) => {
  const filters = parseSourceCodeFilters(query);
  const [translations, result] = await Promise.all([
    pageTranslations(locale, ['commerce']),
    loadSourceCodeSearch(filters, toLocale(locale)),
  ]);
  if (result === null) markServiceUnavailable(res);
  return { props: { ...translations, ...pageOrigin(), filters, result } };
});
