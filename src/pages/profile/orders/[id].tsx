import { OrderDetailPage, type OrderDetailPageProps } from '@/features/commerce/components/order-detail-page';
import { toLocale } from '@/lib/locales';
import { requirePageUser } from '@/server/auth/require-page-user';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadOwnOrder } from '@/server/services/orders/order-pages';

export default OrderDetailPage;

// The buyer's own order (anyone else: 404); signed-out visitors go to sign-in and come back.
export const getServerSideProps = definePageProps<OrderDetailPageProps>(async (context) => {
  const { user, redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  const order = await loadOwnOrder(user, context.params?.id, toLocale(context.locale));
  if (!order) return { notFound: true };
  return { props: { ...(await pageTranslations(context.locale, ['commerce'])), order } };
});
