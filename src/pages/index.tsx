import type { GetStaticProps } from 'next';
import { HomePage, type HomePageProps } from '@/features/home/components/home-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadHomeShowcase } from '@/server/services/catalog/home-showcase';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default HomePage;

// The same for every visitor: rendered once per locale, regenerated as enrolments move the
// trending list; per-user parts fill in on the client. A page built without its data
// (showcase null) loads its course sections in the browser.
export const getStaticProps: GetStaticProps<HomePageProps> = async ({ locale }) => {
  const [translations, showcase] = await Promise.all([
    pageTranslations(locale, ['home', 'courses']),
    loadStaticPageData('/', () => loadHomeShowcase(toLocale(locale))),
  ]);
  return revalidated({ props: { ...translations, ...pageOrigin(), showcase } }, showcase);
};
