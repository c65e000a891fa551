import type { GetStaticProps } from 'next';
import { HomePage, type HomePageProps } from '@/features/home/components/home-page';
import { toLocale } from '@/lib/locales';
import { isBuildPhase } from '@/server/build-phase';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadHomeShowcase } from '@/server/services/catalog/home-showcase';

export default HomePage;

// New enrolments move the trending list: the page is rebuilt at most once a minute.
const REVALIDATE_S = 60;

// The same for every visitor: rendered once per locale; per-user parts fill in on the client.
// A failed rebuild throws, so the previous page keeps being served.
export const getStaticProps: GetStaticProps<HomePageProps> = async ({ locale }) => {
  const translations = await pageTranslations(locale, ['home', 'courses']);
  // The build has no database: that page loads its course sections in the browser, and is
  // replaced by a complete one on its first request.
  if (isBuildPhase()) return { props: { ...translations, showcase: null }, revalidate: 1 };
  return {
    props: { ...translations, showcase: await loadHomeShowcase(toLocale(locale)) },
    revalidate: REVALIDATE_S,
  };
};
