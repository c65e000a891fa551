import type { GetStaticPaths, GetStaticProps } from 'next';
import {
  SourceCodeDetailPage,
  type SourceCodeDetailPageProps,
} from '@/features/commerce/components/source-code-detail-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadSourceCodePage } from '@/server/services/source-codes/source-code-pages';
import { revalidated } from '@/server/services/static-page-data';

export default SourceCodeDetailPage;

// Each product is built on its first visit (the build has no database), then regenerated;
// whether the viewer owns it is asked by the browser.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<SourceCodeDetailPageProps, { slug: string }> = async ({
  params,
  locale,
}) => {
  const product = await loadSourceCodePage(params?.slug ?? '', toLocale(locale));
  if (!product) return revalidated({ notFound: true });
  return revalidated({ props: { ...(await pageTranslations(locale, ['commerce'])), ...pageOrigin(), product } });
};
