import { adminPage } from '@/features/admin/components/admin-page';
import { PostListView } from '@/features/admin/components/posts/post-list-view';
import { adminPostsQuerySchema } from '@/schemas/admin-posts';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminPosts, loadPostTaxonomies } from '@/server/services/admin/posts/list-admin-posts';

export default adminPage(PostListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(adminPostsQuerySchema, context.query);
    const [result, taxonomies] = await Promise.all([listAdminPosts(query), loadPostTaxonomies()]);
    return {
      props: {
        posts: result.items,
        categories: taxonomies.categories,
        authors: taxonomies.authors,
        page: result.page,
        totalPage: result.totalPage,
        pageSize: query.page_size,
      },
    };
  }),
);
