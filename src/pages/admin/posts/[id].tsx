import { adminPage } from '@/features/admin/components/admin-page';
import { PostEditorView, type PostEditorViewProps } from '@/features/admin/components/posts/post-editor-view';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { loadPostTaxonomies } from '@/server/services/admin/posts/list-admin-posts';
import { getAdminPost } from '@/server/services/admin/posts/post-writes';

// Keyed by the post: another post's page is a new editor, not this one's state.
function PostEditorPage(props: PostEditorViewProps) {
  return <PostEditorView key={props.post.id} {...props} />;
}

export default adminPage(PostEditorPage);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const params = idParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      const [post, taxonomies] = await Promise.all([getAdminPost(params.data.id), loadPostTaxonomies()]);
      return { props: { post, categories: taxonomies.categories, tags: taxonomies.tags } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
