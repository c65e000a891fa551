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
