import type { GetStaticProps } from 'next';
import { OurWorksPage, type OurWorksPageProps } from '@/features/showcase/components/our-works-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { listOurWorks } from '@/server/services/showcase/list-our-works';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default OurWorksPage;

// The same for every visitor: static per locale, revalidated.
export const getStaticProps: GetStaticProps<OurWorksPageProps> = async ({ locale }) => {
  const [translations, works] = await Promise.all([
    pageTranslations(locale, ['showcase']),
    loadStaticPageData('/our-works', () => listOurWorks(toLocale(locale))),
  ]);
  return revalidated({ props: { ...translations, ...pageOrigin(), works } }, works);
};
