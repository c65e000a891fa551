import type { GetStaticProps } from 'next';
import { comingSoonPage } from '@/features/coming-soon/coming-soon-page';
import { pageTranslations } from '@/server/i18n/page-translations';

// Placeholder until its feature's issue lands: says "coming soon", never shows sample data.
export default comingSoonPage('contact');

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale),
});
