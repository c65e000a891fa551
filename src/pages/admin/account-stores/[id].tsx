import {
  AccountProductEditorView,
  type AccountProductEditorViewProps,
} from '@/features/admin/components/account-stores/account-product-editor-view';
import { adminPage } from '@/features/admin/components/admin-page';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { getAdminAccountProduct } from '@/server/services/admin/account-stores/get-admin-account-product';

// Keyed by the product: after the first save, /new becomes /[id] on this same page, and the
// editor must start again from the saved product rather than keep the new one's state.
function AccountProductPage(props: AccountProductEditorViewProps) {
  return <AccountProductEditorView key={props.product?.id ?? 'new'} {...props} />;
}

export default adminPage(AccountProductPage);

/**
 * A product's editor, or with `new` for its id the editor with nothing saved yet (its first
 * save creates the product). One page for both: every page of the app is listed in the
 * build manifest that every public page loads, so the back office keeps its page count down.
 */
export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    if (context.params?.id === 'new') return { props: { product: null } };
    const params = idParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      return { props: { product: await getAdminAccountProduct(params.data.id) } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
