import type { GetStaticProps } from 'next';
import { HomePage } from '@/features/home/components/home-page';
import { pageTranslations } from '@/server/i18n/page-translations';

export default HomePage;

// The same for every visitor: rendered once per locale; per-user parts fill in on the client.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, ['home']),
});
