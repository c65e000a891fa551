import type { GetStaticProps } from 'next';
import { SourceCodeListPage, type SourceCodeListPageProps } from '@/features/commerce/components/source-code-list-page';
import { NO_SOURCE_CODE_FILTERS } from '@/lib/commerce/source-code-filters';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadSourceCodeSearch } from '@/server/services/source-codes/source-code-search-page';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default SourceCodeListPage;

/**
 * Every product, unfiltered: the same for every visitor, so built once per locale and
 * regenerated. A /source-codes URL with a search in it is rewritten to the per-request
 * search page (next.config.js, src/pages/source-code-search.tsx), which renders the same
 * component. The page `next build` makes (no database) asks for its results on arrival.
 */
export const getStaticProps: GetStaticProps<SourceCodeListPageProps> = async ({ locale }) => {
  const [translations, result] = await Promise.all([
    pageTranslations(locale, ['commerce']),
    loadStaticPageData('/source-codes', () => loadSourceCodeSearch(NO_SOURCE_CODE_FILTERS, toLocale(locale))),
  ]);
  return revalidated(
    {
      props: {
        ...translations,
        ...pageOrigin(),
        filters: NO_SOURCE_CODE_FILTERS,
        result,
        ...(result === null && { deferred: true }),
      },
    },
    result,
  );
};
