import type { AdminContactListItem } from '@/lib/admin/admin-contact-types';
import type { AdminContactsQuery } from '@/schemas/admin-contacts';
import type { AuthUser } from '../../../auth/auth-user';
import * as adminContactRepository from '../../../repositories/admin-contact-repository';
import { pageCount, pageWindow } from '../../paging';
import { toListItem } from './admin-contact-dto';

/** GET /api/admin/contacts and /admin/contacts: the inbox, newest first, searched and filtered. */
export async function listAdminContacts(
  query: AdminContactsQuery,
  viewer: AuthUser,
): Promise<{ items: AdminContactListItem[]; page: number; totalPage: number }> {
  const assignedTo = query.assigned === 'me' ? viewer.id : query.assigned === 'nobody' ? null : query.assigned;
  const { rows, total } = await adminContactRepository.list({
    keyword: query.q,
    status: query.status,
    assignedTo,
    ...pageWindow(query.page, query.page_size),
  });
  return { items: rows.map(toListItem), page: query.page, totalPage: pageCount(total, query.page_size) };
}
