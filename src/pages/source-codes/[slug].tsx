import type { GetStaticPaths, GetStaticProps } from 'next';
import {
  SourceCodeDetailPage,
  type SourceCodeDetailPageProps,
} from '@/features/commerce/components/source-code-detail-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadSourceCodePage } from '@/server/services/source-codes/source-code-pages';

export default SourceCodeDetailPage;

// The same for everyone; whether the viewer owns it is asked by the browser.
const REVALIDATE_S = 60;

// Each product is built on its first visit (the build has no database), then kept.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<SourceCodeDetailPageProps, { slug: string }> = async ({
  params,
  locale,
}) => {
  const product = await loadSourceCodePage(params?.slug ?? '', toLocale(locale));
  if (!product) return { notFound: true, revalidate: REVALIDATE_S };
  return { props: { ...(await pageTranslations(locale, ['commerce'])), product }, revalidate: REVALIDATE_S };
};
