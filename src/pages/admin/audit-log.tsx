import { adminPage } from '@/features/admin/components/admin-page';
import { AuditLogView } from '@/features/admin/components/audit-log-view';
import { auditLogQuerySchema } from '@/schemas/admin';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAuditLog } from '@/server/services/admin/list-audit-log';

export default adminPage(AuditLogView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(auditLogQuerySchema, context.query);
    const result = await listAuditLog(query);
    return {
      props: { entries: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size },
    };
  }),
);
