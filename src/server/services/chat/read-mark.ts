import type { Executor } from '../../db/types';
import * as messageRepository from '../../repositories/chat-message-repository';

/**
 * Where a reader's "read up to" mark moves when they report `requested` (what they have on
 * screen) or nothing (everything so far): never past the newest message, never backwards.
 */
export async function nextReadMark(
  sessionId: string,
  current: number,
  requested: number | undefined,
  tx: Executor,
): Promise<number> {
  const latest = await messageRepository.latestId(sessionId, tx);
  return Math.max(current, Math.min(requested ?? latest, latest));
}

/**
 * The admins' read mark moved as `nextReadMark` says, and their unread count recomputed
 * from it: the contact's messages after the mark. The caller holds the session's lock, so
 * a message arriving meanwhile is counted, and writes both values.
 */
export async function movedAdminReadMark(
  session: { id: string; adminReadUpTo: number },
  requested: number | undefined,
  tx: Executor,
): Promise<{ adminReadUpTo: number; adminUnreadCount: number }> {
  const adminReadUpTo = await nextReadMark(session.id, session.adminReadUpTo, requested, tx);
  const adminUnreadCount = await messageRepository.countContactMessagesAfter(session.id, adminReadUpTo, tx);
  return { adminReadUpTo, adminUnreadCount };
}
