import type { AdminUserListItem } from '@/lib/admin/admin-user-types';
import type { User } from '../../../db/schema/auth';

/** An account as the back office lists it: what it is and may do, never its secrets. */
export function toAdminUserListItem(user: User, lastSignInAt: Date | null): AdminUserListItem {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    verified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: lastSignInAt?.toISOString() ?? null,
  };
}
