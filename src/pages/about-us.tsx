import type { GetStaticProps } from 'next';
import { AboutUsPage } from '@/features/showcase/components/about-us-page';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';

export default AboutUsPage;

// Written copy only: rendered once per locale at build time.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['showcase'])), ...pageOrigin() },
});
