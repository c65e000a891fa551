import type { GetStaticPaths, GetStaticProps } from 'next';
import { AccountDetailPage, type AccountDetailPageProps } from '@/features/commerce/components/account-detail-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadAccountPage } from '@/server/services/account-store/account-pages';

export default AccountDetailPage;

// Prices and stock in the page are at most a minute old; the chosen option's are refreshed by the browser.
const REVALIDATE_S = 60;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<AccountDetailPageProps, { slug: string }> = async ({ params, locale }) => {
  const product = await loadAccountPage(params?.slug ?? '', toLocale(locale));
  if (!product) return { notFound: true, revalidate: REVALIDATE_S };
  return { props: { ...(await pageTranslations(locale, ['commerce'])), product }, revalidate: REVALIDATE_S };
};
