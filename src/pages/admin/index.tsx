import { adminPage } from '@/features/admin/components/admin-page';
import { DashboardView } from '@/features/admin/components/dashboard-view';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { getDashboard } from '@/server/services/admin/get-dashboard';

export default adminPage(DashboardView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async () => ({ props: { dashboard: await getDashboard() } })),
);
