import { adminPage } from '@/features/admin/components/admin-page';
import { OrderDetailView } from '@/features/admin/components/orders/order-detail-view';
import { orderIdParamSchema } from '@/schemas/admin-orders';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { isAppError } from '@/server/http/app-error';
import { getAdminOrder } from '@/server/services/admin/orders/get-admin-order';

export default adminPage(OrderDetailView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const params = orderIdParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      return { props: { order: await getAdminOrder(params.data.id) } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
