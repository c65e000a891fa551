import { DEFAULT_LOCALE } from '@/lib/locales';
import { definePageProps } from '@/server/http/define-page-props';
import { FEED_MAX_AGE_S, sendText } from '@/server/http/send-text';
import { buildSitemap } from '@/server/services/seo/build-sitemap';

// GET /sitemap.xml – every public page in both languages (see SITEMAP_SOURCES).
export default function Sitemap() {
  return null;
}

export const getServerSideProps = definePageProps(async ({ locale, res }) => {
  // One sitemap for the whole site, at the root: it lists both languages itself.
  if (locale !== DEFAULT_LOCALE) return { notFound: true };
  sendText(res, 'application/xml', await buildSitemap(), FEED_MAX_AGE_S);
  return { props: {} };
});
