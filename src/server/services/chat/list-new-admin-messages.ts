import type { AdminNewMessagesReply } from '@/lib/chat/chat-types';
import type { AuthUser } from '../../auth/auth-user';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as messageRepository from '../../repositories/chat-message-repository';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { recordAdminSeen } from './admin-presence';
import { toMessageDto } from './chat-dto';

/** The feed shows the newest unread messages; the totals count all of them. */
const FEED_LIMIT = 50;
/** Everything in the feed is unread by the admins, by definition. */
const UNREAD = { adminReadUpTo: 0, contactReadUpTo: 0 };

/**
 * GET /api/chat/admin/messages/new: every contact message no admin has read yet (newest
 * first, capped) with the totals — what the console's title counter and sound follow. It
 * carries no cursor: "new" is "unread", so two admins, or one admin's two tabs, agree.
 * Each call also marks the admin online (admin-presence.ts).
 */
export async function listNewAdminMessages(admin: AuthUser, now: Date = new Date()): Promise<AdminNewMessagesReply> {
  await consumeOrThrow('chatAdminPoll', admin.sessionId);
  await recordAdminSeen(admin.id, now);
  const [totals, unread] = await Promise.all([
    sessionRepository.adminUnreadTotals(),
    messageRepository.listUnreadForAdmins(FEED_LIMIT),
  ]);
  return {
    unreadCount: totals.messages,
    sessionCount: totals.sessions,
    messages: unread.map(({ message, contactName }) => ({
      ...toMessageDto(message, UNREAD),
      sessionId: message.sessionId,
      userName: contactName,
    })),
  };
}
