import type { GetStaticProps } from 'next';
import { PostListPage } from '@/features/blog/components/post-list-page';
import type { PostListPageProps } from '@/features/blog/post-list-types';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadPostListData } from '@/server/services/blog/post-page-data';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

export default PostListPage;

// The unfiltered list is the same for every visitor: static per locale, revalidated. A
// search, a category or a page is a query the browser loads (see usePostList).
export const getStaticProps: GetStaticProps<PostListPageProps> = async ({ locale }) => {
  const [translations, initial] = await Promise.all([
    pageTranslations(locale, ['blog']),
    loadStaticPageData('/posts', () => loadPostListData(toLocale(locale))),
  ]);
  return revalidated({ props: { ...translations, ...pageOrigin(), initial } }, initial);
};
