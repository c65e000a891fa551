import { dashboardSchema } from '@/lib/admin/admin-types';
import { defineRoute } from '@/server/http/handler';
import { getDashboard } from '@/server/services/admin/get-dashboard';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: learners, sign-ups, enrolments and revenue (today, 7 and 30 days), open chats, unread contacts',
    auth: 'admin',
    reply: dashboardSchema,
    handle: () => getDashboard(),
  },
});
