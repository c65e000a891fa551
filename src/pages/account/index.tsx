import type { GetStaticProps } from 'next';
import { AccountStorePage, type AccountStorePageProps } from '@/features/commerce/components/account-store-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadAccountStore } from '@/server/services/account-store/account-pages';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default AccountStorePage;

// The same for everyone; a category tab loads in the browser.
export const getStaticProps: GetStaticProps<AccountStorePageProps> = async ({ locale }) => {
  const [translations, initial] = await Promise.all([
    pageTranslations(locale, ['commerce']),
    loadStaticPageData('/account', () => loadAccountStore(toLocale(locale))),
  ]);
  return revalidated({ props: { ...translations, initial } }, initial);
};
