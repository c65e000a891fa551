import { CHAT_ADMIN_ONLINE_WINDOW_S } from '@/lib/chat/chat-limits';
import type { Executor } from '../../db/types';
import * as presenceRepository from '../../repositories/chat-admin-presence-repository';

/**
 * Whether any admin is there for visitors (DESIGN.md §5: when none is, the visitor is told
 * a reply will follow): an admin who has the console open and has not set themself away.
 * Presence is a timestamp and a status in the database, so every app instance sees the same
 * answer; the console's polls refresh the timestamp, the console's switch sets the status.
 */

// Writes are spaced out per admin in this process: the console polls every 5 s, and a mark
// at most this old is still well inside the online window. Only an optimisation — the
// stored timestamp is the truth.
const TOUCH_EVERY_MS = 10_000;
const lastTouched = new Map<string, number>();

export async function recordAdminSeen(adminId: string, now: Date = new Date()): Promise<void> {
  const previous = lastTouched.get(adminId);
  if (previous !== undefined && now.getTime() - previous < TOUCH_EVERY_MS) return;
  await presenceRepository.touch(adminId, now);
  lastTouched.set(adminId, now.getTime());
}

export async function isAnyAdminOnline(now: Date = new Date(), db?: Executor): Promise<boolean> {
  return presenceRepository.anyOnlineSince(new Date(now.getTime() - CHAT_ADMIN_ONLINE_WINDOW_S * 1000), db);
}
