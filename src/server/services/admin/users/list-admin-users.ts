import type { AdminUserListItem } from '@/lib/admin/admin-user-types';
import type { AdminUsersQuery } from '@/schemas/admin-users';
import * as adminUserRepository from '../../../repositories/admin-user-repository';
import { pageCount, pageWindow } from '../../paging';
import { toAdminUserListItem } from './admin-user-dto';

const yesNo = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/** GET /api/admin/users and /admin/users: every account, searched and filtered, newest first. */
export async function listAdminUsers(
  query: AdminUsersQuery,
): Promise<{ items: AdminUserListItem[]; page: number; totalPage: number }> {
  const { rows, total } = await adminUserRepository.list({
    keyword: query.q,
    role: query.role,
    verified: yesNo(query.verified),
    disabled: yesNo(query.disabled),
    ...pageWindow(query.page, query.page_size),
  });
  return {
    items: rows.map((row) => toAdminUserListItem(row.user, row.lastSignInAt)),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
  };
}
