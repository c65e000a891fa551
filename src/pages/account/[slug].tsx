import type { GetStaticPaths, GetStaticProps } from 'next';
import { AccountDetailPage, type AccountDetailPageProps } from '@/features/commerce/components/account-detail-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadAccountPage } from '@/server/services/account-store/account-pages';
import { revalidated } from '@/server/services/static-page-data';

export default AccountDetailPage;

// Built on a product's first visit, then regenerated: prices and stock in the page are at
// most a minute old; the chosen option's are refreshed by the browser.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<AccountDetailPageProps, { slug: string }> = async ({ params, locale }) => {
  const product = await loadAccountPage(params?.slug ?? '', toLocale(locale));
  if (!product) return revalidated({ notFound: true });
  return revalidated({ props: { ...(await pageTranslations(locale, ['commerce'])), ...pageOrigin(), product } });
};
