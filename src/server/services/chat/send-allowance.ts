import { CHAT_SEND_BURST, CHAT_SEND_PER_SECOND } from '@/lib/chat/chat-limits';

/**
 * The contact's message limit as a token bucket (≤ 1 message/s, bursts of 5): the bucket
 * holds up to CHAT_SEND_BURST tokens, refills at CHAT_SEND_PER_SECOND, and each message
 * takes one. Its state lives on the session row, updated in the transaction that stores
 * the message, so every app instance enforces the same limit without Redis.
 */

export interface Allowance {
  tokens: number;
  at: Date;
}

export type AllowanceDecision = { allowed: true; next: Allowance } | { allowed: false; retryAfterMs: number };

export function takeSendToken(
  current: Allowance,
  now: Date,
  burst: number = CHAT_SEND_BURST,
  perSecond: number = CHAT_SEND_PER_SECOND,
): AllowanceDecision {
  // A clock that went backwards (another instance's) refills nothing rather than draining.
  const elapsedS = Math.max(0, (now.getTime() - current.at.getTime()) / 1000);
  const tokens = Math.min(burst, current.tokens + elapsedS * perSecond);
  if (tokens >= 1) return { allowed: true, next: { tokens: tokens - 1, at: now } };
  return { allowed: false, retryAfterMs: Math.ceil(((1 - tokens) / perSecond) * 1000) };
}
