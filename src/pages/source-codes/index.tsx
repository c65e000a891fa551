import type { GetStaticProps } from 'next';
import { SourceCodeListPage, type SourceCodeListPageProps } from '@/features/commerce/components/source-code-list-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadSourceCodeList } from '@/server/services/source-codes/source-code-pages';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default SourceCodeListPage;

// The same for everyone; searches in the URL load in the browser.
export const getStaticProps: GetStaticProps<SourceCodeListPageProps> = async ({ locale }) => {
  const [translations, initial] = await Promise.all([
    pageTranslations(locale, ['commerce']),
    loadStaticPageData('/source-codes', () => loadSourceCodeList(toLocale(locale))),
  ]);
  return revalidated({ props: { ...translations, initial } }, initial);
};
