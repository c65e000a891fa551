import { SandboxGatewayPage, type SandboxGatewayPageProps } from '@/features/commerce/components/sandbox-gateway-page';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadSandboxRequest } from '@/server/services/payments/payment-pages';

export default SandboxGatewayPage;

// Exists only while the sandbox gateway takes payments (never beside real VNPay settings).
export const getServerSideProps = definePageProps<SandboxGatewayPageProps>(async ({ query, locale, res }) => {
  const page = loadSandboxRequest(query);
  if (!page) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { ...(await pageTranslations(locale, ['commerce'])), ...page } };
});
