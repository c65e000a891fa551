import { AccountProductEditorView } from '@/features/admin/components/account-stores/account-product-editor-view';
import { adminPage } from '@/features/admin/components/admin-page';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { getAdminAccountProduct } from '@/server/services/admin/account-stores/get-admin-account-product';

export default adminPage(AccountProductEditorView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
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
