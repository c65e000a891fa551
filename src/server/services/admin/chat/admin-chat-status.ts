import type { AdminChatStatus } from '@/lib/chat/chat-tools';
import type { AdminChatPresence } from '@/lib/chat/chat-tools-types';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import * as presenceRepository from '../../../repositories/chat-admin-presence-repository';
import { isAnyAdminOnline } from '../../chat/admin-presence';
import { recordAudit } from '../record-audit';

/**
 * GET, PUT /api/admin/chat/presence: the admin's own online / away switch. Away counts as
 * not online whatever the console polls (admin-presence.ts), so visitors writing meanwhile
 * are told a reply will follow. An admin never set away is online.
 */
export async function getAdminChatPresence(admin: AuthUser, now: Date = new Date()): Promise<AdminChatPresence> {
  const [status, anyAdminOnline] = await Promise.all([presenceRepository.statusOf(admin.id), isAnyAdminOnline(now)]);
  return { status: status ?? 'online', anyAdminOnline };
}

export async function setAdminChatStatus(
  status: AdminChatStatus,
  admin: AuthUser,
  now: Date = new Date(),
): Promise<AdminChatPresence> {
  await getDb().transaction(async (tx) => {
    const before = (await presenceRepository.statusOf(admin.id, tx)) ?? 'online';
    await presenceRepository.setStatus(admin.id, status, now, tx);
    if (before === status) return;
    await recordAudit(tx, admin, {
      action: 'chat_presence.update',
      entityType: 'user',
      entityId: admin.id,
      before: { status: before },
      after: { status },
    });
  });
  return getAdminChatPresence(admin, now);
}
