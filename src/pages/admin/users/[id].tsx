import { adminPage } from '@/features/admin/components/admin-page';
import { UserDetailView } from '@/features/admin/components/users/user-detail-view';
import { userIdParamSchema } from '@/schemas/admin-users';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { isAppError } from '@/server/http/app-error';
import { getAdminUser } from '@/server/services/admin/users/get-admin-user';

export default adminPage(UserDetailView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context, admin) => {
    const params = userIdParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      return { props: { user: await getAdminUser(params.data.id, admin) } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
