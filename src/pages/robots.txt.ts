import { DEFAULT_LOCALE } from '@/lib/locales';
import { definePageProps } from '@/server/http/define-page-props';
import { sendText } from '@/server/http/send-text';
import { buildRobots } from '@/server/services/seo/build-robots';

// GET /robots.txt – what crawlers may visit, and where the sitemap is.
export default function Robots() {
  return null;
}

export const getServerSideProps = definePageProps(async ({ locale, res }) => {
  // Crawlers only read it at the root.
  if (locale !== DEFAULT_LOCALE) return { notFound: true };
  sendText(res, 'text/plain', buildRobots(), 86_400);
  return { props: {} };
});
