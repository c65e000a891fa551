import type { GetStaticProps } from 'next';
import { SourceCodeListPage, type SourceCodeListPageProps } from '@/features/commerce/components/source-code-list-page';
import { toLocale } from '@/lib/locales';
import { isBuildPhase } from '@/server/build-phase';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadSourceCodeList } from '@/server/services/source-codes/source-code-pages';

export default SourceCodeListPage;

// The same for everyone: rebuilt at most every minute; searches in the URL load in the browser.
const REVALIDATE_S = 60;

export const getStaticProps: GetStaticProps<SourceCodeListPageProps> = async ({ locale }) => {
  const translations = await pageTranslations(locale, ['commerce']);
  // The build has no database: that page loads its list in the browser, and is replaced by
  // a complete one on its first request.
  if (isBuildPhase()) return { props: { ...translations, initial: null }, revalidate: 1 };
  const initial = await loadSourceCodeList(toLocale(locale));
  // A failed load is retried soon instead of being kept for a minute.
  return { props: { ...translations, initial }, revalidate: initial ? REVALIDATE_S : 5 };
};
