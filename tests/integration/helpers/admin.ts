import { API_ROUTES } from '@/openapi/api-routes';
import { serveApi, type Api } from './api';

/** The back office's API routes (and the public catalogue's, to see an edit from outside). */
export function serveAdminApi(): Promise<Api> {
  const routes = Object.fromEntries(
    Object.entries(API_ROUTES).filter(
      ([pattern]) => pattern.startsWith('/api/admin/') || pattern.startsWith('/api/exam/'),
    ),
  );
  return serveApi(routes);
}

/** The audit rows of one entity, newest first, through the API as an admin reads them. */
export async function auditOf(api: Api, token: string, entityType: string, entityId: number | string) {
  const reply = await api.call(`/api/admin/audit-log?entity_type=${entityType}&entity_id=${entityId}`, { token });
  if (reply.status !== 200) throw new Error(`audit log: ${reply.status}`);
  return reply.body.data as { action: string; actor: { email: string }; before: unknown; after: unknown }[];
}
