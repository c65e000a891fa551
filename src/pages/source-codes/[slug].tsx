import type { GetStaticProps } from 'next';
import { comingSoonPage, comingSoonPaths } from '@/features/coming-soon/coming-soon-page';
import { pageTranslations } from '@/server/i18n/page-translations';

// Placeholder until its feature's issue lands: says "coming soon", never shows sample data.
export default comingSoonPage('sourceCodeDetail');

export const getStaticPaths = comingSoonPaths;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale),
});
