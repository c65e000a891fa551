import { adminPage } from '@/features/admin/components/admin-page';
import { PostEditorView, type PostEditorViewProps } from '@/features/admin/components/posts/post-editor-view';
import { PostListView, type PostListViewProps } from '@/features/admin/components/posts/post-list-view';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPostsQuerySchema } from '@/schemas/admin-posts';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminPosts, loadPostTaxonomies } from '@/server/services/admin/posts/list-admin-posts';
import { getAdminPost } from '@/server/services/admin/posts/post-writes';

// The editor is keyed by the post: another post's page is a new editor, not this one's state.
function PostsPage(props: ListOrRecord<PostListViewProps, PostEditorViewProps>) {
  return props.view === 'list' ? <PostListView {...props} /> : <PostEditorView key={props.post.id} {...props} />;
}

export default adminPage(PostsPage);

/** /admin/posts (every post, searched and filtered) and /admin/posts/{id} (its editor). */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<PostListViewProps, PostEditorViewProps>({
      list: async (context) => {
        const query = parseAdminQuery(adminPostsQuerySchema, context.query);
        const [result, taxonomies] = await Promise.all([listAdminPosts(query), loadPostTaxonomies()]);
        return {
          posts: result.items,
          categories: taxonomies.categories,
          authors: taxonomies.authors,
          page: result.page,
          totalPage: result.totalPage,
          pageSize: query.page_size,
        };
      },
      record: async (segment) => {
        const params = idParamSchema.safeParse({ id: segment });
        if (!params.success) return null;
        const [post, taxonomies] = await Promise.all([getAdminPost(params.data.id), loadPostTaxonomies()]);
        return { post, categories: taxonomies.categories, tags: taxonomies.tags };
      },
    }),
  ),
);
