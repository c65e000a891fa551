import type { ClosedChat } from '@/lib/chat/chat-types';
import { toLocale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { serverMessage } from '../../i18n/server-messages';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { appendMessage } from './append-message';
import { sessionNotFound } from './chat-errors';

/**
 * POST /api/admin/chat/close: an admin ends a conversation. The contact is told so in the
 * conversation (a system message), can no longer write into it, and their next start
 * opens a new one. Closing a closed conversation changes nothing.
 */
export async function closeChat(sessionId: string, admin: AuthUser, now: Date = new Date()): Promise<ClosedChat> {
  return getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(sessionId, tx);
    if (!session) throw sessionNotFound();
    if (session.status === 'closed') {
      return { sessionId, status: 'closed', closedAt: (session.closedAt ?? now).toISOString() };
    }
    const notice = await appendMessage(tx, session.id, {
      sender: 'system',
      text: serverMessage('chatClosed', toLocale(session.locale)),
    });
    // Nothing is left to answer in a closed conversation.
    await sessionRepository.update(
      session.id,
      { status: 'closed', closedAt: now, closedBy: admin.id, adminReadUpTo: notice.id, adminUnreadCount: 0 },
      tx,
    );
    return { sessionId, status: 'closed', closedAt: now.toISOString() };
  });
}
