import { CheckoutPage, type CheckoutPageProps } from '@/features/commerce/components/checkout-page';
import { toLocale } from '@/lib/locales';
import { requirePageUser } from '@/server/auth/require-page-user';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { isSandboxActive } from '@/server/payments/gateway-config';
import { loadOwnOrder } from '@/server/services/orders/order-pages';

export default CheckoutPage;

// The buyer's own order (anyone else: 404); signed-out visitors go to sign-in and come back.
export const getServerSideProps = definePageProps<CheckoutPageProps>(async (context) => {
  const { user, redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  const order = await loadOwnOrder(user, context.params?.orderId, toLocale(context.locale));
  if (!order) return { notFound: true };
  return {
    props: { ...(await pageTranslations(context.locale, ['commerce'])), order, sandbox: isSandboxActive() },
  };
});
