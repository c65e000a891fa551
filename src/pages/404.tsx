import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message';
import { RecentPosts } from '@/features/blog/components/recent-posts';
import type { PostSummary } from '@/lib/content/post-types';
import { toLocale } from '@/lib/locales';
import { ROUTES } from '@/lib/routes';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadRecentPosts } from '@/server/services/blog/post-page-data';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

const RECENT_POSTS = 3;

interface NotFoundPageProps {
  /** Null when rendered without the database (next build); the page then simply has none. */
  recentPosts: PostSummary[] | null;
}

export default function NotFoundPage({ recentPosts }: NotFoundPageProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{`${t('notFound.title')} | ${t('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessage
        code="404"
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={<Link href={ROUTES.home}>{t('backHome')}</Link>}
      />
      <RecentPosts posts={recentPosts ?? []} />
    </>
  );
}

// Static like every not-found answer (Next serves this page for them all), revalidated so
// its suggestions follow the blog.
export const getStaticProps: GetStaticProps<NotFoundPageProps> = async ({ locale }) => {
  const [translations, recentPosts] = await Promise.all([
    pageTranslations(locale),
    loadStaticPageData('404', () => loadRecentPosts(toLocale(locale), RECENT_POSTS)),
  ]);
  return revalidated({ props: { ...translations, recentPosts } }, recentPosts);
};
