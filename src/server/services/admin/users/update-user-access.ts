import type { AdminUser } from '@/lib/admin/admin-user-types';
import type { UpdateUserBody } from '@/schemas/admin-users';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import * as adminUserRepository from '../../../repositories/admin-user-repository';
import * as sessionRepository from '../../../repositories/session-repository';
import { recordAudit } from '../record-audit';
import { getAdminUser } from './get-admin-user';

/**
 * PATCH /api/admin/users/{id}: makes or removes an admin, disables or enables an account.
 *
 * The site must keep an enabled admin, and two admins removing each other at the same time
 * must not both succeed: the admins' rows are locked and counted inside the transaction
 * that writes (see lockAdminsAnd), so the second change sees the first. Disabling ends
 * every session of the account in the same transaction, so its next request is refused.
 */
export async function updateUserAccess(
  userId: string,
  body: UpdateUserBody,
  actor: Pick<AuthUser, 'id' | 'email'>,
): Promise<AdminUser> {
  if (body.disabled === true && userId === actor.id) {
    throw new AppError('SELF_DISABLE', 'You cannot disable your own account.');
  }
  await getDb().transaction(async (tx) => {
    const locked = await adminUserRepository.lockAdminsAnd(userId, tx);
    const target = locked.find((user) => user.id === userId);
    if (!target) throw new AppError('NOT_FOUND', 'No such account.');
    const role = body.role ?? target.role;
    const disabledAt =
      body.disabled === undefined ? target.disabledAt : body.disabled ? (target.disabledAt ?? new Date()) : null;
    const isEnabledAdmin = (user: { role: string; disabledAt: Date | null }) =>
      user.role === 'admin' && user.disabledAt === null;
    if (isEnabledAdmin(target) && !isEnabledAdmin({ role, disabledAt })) {
      const others = locked.filter((user) => user.id !== userId && isEnabledAdmin(user));
      if (others.length === 0) {
        throw new AppError('LAST_ADMIN', 'This is the last enabled admin: make another account admin first.');
      }
    }
    if (role === target.role && disabledAt === target.disabledAt) return;
    await adminUserRepository.setAccess(userId, { role, disabledAt }, tx);
    if (disabledAt && !target.disabledAt) await sessionRepository.revokeAllForUser(userId, tx);
    await recordAudit(tx, actor, {
      action: 'user.update',
      entityType: 'user',
      entityId: userId,
      before: { role: target.role, disabled: target.disabledAt !== null },
      after: { role, disabled: disabledAt !== null },
    });
  });
  return getAdminUser(userId, actor);
}
