import type { AdminChatItem } from '@/lib/chat/chat-types';
import type { ChatSessionUpdateInput } from '@/schemas/admin-chat';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { fieldError } from '../../../http/validation';
import * as adminContactRepository from '../../../repositories/admin-contact-repository';
import * as sessionRepository from '../../../repositories/chat-session-repository';
import { sessionNotFound } from '../../chat/chat-errors';
import { getAdminChat } from '../../chat/list-admin-chats';
import { recordAudit } from '../record-audit';

/**
 * PATCH /api/admin/chat/sessions/{id}: who looks after the conversation — an admin, or
 * nobody. Under the session's lock, so two admins' changes queue up and the log's
 * before → after are each what they were.
 */
export async function assignChat(
  sessionId: string,
  input: ChatSessionUpdateInput,
  actor: AuthUser,
): Promise<AdminChatItem> {
  await getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(sessionId, tx);
    if (!session) throw sessionNotFound();
    if (input.assignedTo && !(await adminContactRepository.isAdmin(input.assignedTo, tx))) {
      throw fieldError('assignedTo', 'Assign it to an admin.');
    }
    if (session.assignedTo === input.assignedTo) return;
    await sessionRepository.update(sessionId, { assignedTo: input.assignedTo }, tx);
    await recordAudit(tx, actor, {
      action: 'chat.assign',
      entityType: 'chat_session',
      entityId: sessionId,
      before: { assigned_to: session.assignedTo },
      after: { assigned_to: input.assignedTo },
    });
  });
  return getAdminChat(sessionId);
}
