import type { GetStaticProps } from 'next';
import { AccountStorePage, type AccountStorePageProps } from '@/features/commerce/components/account-store-page';
import { toLocale } from '@/lib/locales';
import { isBuildPhase } from '@/server/build-phase';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadAccountStore } from '@/server/services/account-store/account-pages';

export default AccountStorePage;

// The same for everyone: rebuilt at most every minute; a category tab loads in the browser.
const REVALIDATE_S = 60;

export const getStaticProps: GetStaticProps<AccountStorePageProps> = async ({ locale }) => {
  const translations = await pageTranslations(locale, ['commerce']);
  // The build has no database: that page loads its list in the browser, and is replaced by
  // a complete one on its first request.
  if (isBuildPhase()) return { props: { ...translations, initial: null }, revalidate: 1 };
  const initial = await loadAccountStore(toLocale(locale));
  return { props: { ...translations, initial }, revalidate: initial ? REVALIDATE_S : 5 };
};
