import type { GetServerSideProps } from 'next';
import { comingSoonPage } from '@/features/coming-soon/coming-soon-page';
import { requirePageUser } from '@/server/auth/require-page-user';
import { pageTranslations } from '@/server/i18n/page-translations';

// Placeholder until its feature's issue lands: says "coming soon", never shows sample data.
export default comingSoonPage('orderDetail');

// Signed-in only: a signed-out visitor is sent to sign-in and brought back here.
export const getServerSideProps: GetServerSideProps = async (context) => {
  const { redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  return { props: await pageTranslations(context.locale) };
};
