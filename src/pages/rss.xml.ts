import { toLocale } from '@/lib/locales';
import { definePageProps } from '@/server/http/define-page-props';
import { FEED_MAX_AGE_S, sendText } from '@/server/http/send-text';
import { buildPostFeed } from '@/server/services/seo/build-post-feed';

// GET /rss.xml, /vi/rss.xml – the blog's RSS 2.0 feed in each language.
export default function PostFeed() {
  return null;
}

export const getServerSideProps = definePageProps(async ({ locale, res }) => {
  sendText(res, 'application/rss+xml', await buildPostFeed(toLocale(locale)), FEED_MAX_AGE_S);
  return { props: {} };
});
