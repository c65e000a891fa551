import { accountDashboardSchema } from '@/lib/commerce/account-store-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { getAccountDashboard } from '@/server/services/account-store/account-store';
import { langQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Per category: how many products, and the featured ones',
    auth: 'none',
    reply: accountDashboardSchema,
    query: langQuerySchema,
    handle: ({ query, req }) => getAccountDashboard(requestLocale(req, query.lang)),
  },
});
