import { PaymentResultPage, type PaymentResultPageProps } from '@/features/commerce/components/payment-result-page';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadPaymentResult } from '@/server/services/payments/payment-pages';

export default PaymentResultPage;

// The gateway's return URL: verified and read on every visit, never cached (the state moves).
export const getServerSideProps = definePageProps<PaymentResultPageProps>(async ({ query, locale, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const result = await loadPaymentResult(query);
  return { props: { ...(await pageTranslations(locale, ['commerce'])), result } };
});
