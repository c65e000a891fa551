import type { GetStaticPaths, GetStaticProps } from 'next';
import { PostPage, type PostPageProps } from '@/features/blog/components/post-page';
import { localePath, toLocale } from '@/lib/locales';
import { postPath } from '@/lib/routes';
import { POST_SLUG_PATTERN } from '@/schemas/blog';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { loadPostPage } from '@/server/services/blog/post-page-data';
import { revalidated } from '@/server/services/static-page-data';

export default PostPage;

// Rendered on a post's first request, then served from the cache and revalidated.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<PostPageProps> = async ({ params, locale }) => {
  const slug = typeof params?.slug === 'string' ? params.slug : '';
  const language = toLocale(locale);
  const page = POST_SLUG_PATTERN.test(slug) ? await loadPostPage(slug, language) : null;
  // DESIGN.md §5: an unknown post is the real (localized) 404 page, with recent posts.
  if (!page) return revalidated({ notFound: true });
  // The other language's slug, or a post not yet translated: go to the post's own URL.
  if (page.post.slug !== slug || page.post.language !== language) {
    return revalidated({
      redirect: { destination: localePath(page.post.language, postPath(page.post.slug)), permanent: false },
    });
  }
  return revalidated({ props: { ...(await pageTranslations(locale, ['blog'])), ...pageOrigin(), ...page } });
};
