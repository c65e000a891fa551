/**
 * Strict-mode countdown arithmetic. The deadline is on the server's clock; the browser's
 * may be off by minutes, so "now" is the browser's clock corrected by the offset measured
 * when the server's reply (with its `server_time`) arrived.
 */

/** Server clock minus browser clock, measured when a reply stamped `serverTime` arrived. */
export function clockOffsetMs(serverTime: string, receivedAtMs: number): number {
  return Date.parse(serverTime) - receivedAtMs;
}

/** Whole seconds left until `deadline` at `nowMs` (server clock), never below zero. */
export function secondsLeft(deadline: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - nowMs) / 1000));
}

/** Milliseconds until the shown value next changes: the next whole-second boundary. */
export function msToNextTick(deadline: string, nowMs: number): number {
  const remainder = (Date.parse(deadline) - nowMs) % 1000;
  return remainder > 0 ? remainder : 1000;
}

/** `m:ss`, or `h:mm:ss` from an hour up (`9:05`, `1:02:03`). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The warnings the countdown announces (politely) as time runs short. */
export type TimeWarning = 'underFiveMinutes' | 'underOneMinute';

export function timeWarning(seconds: number): TimeWarning | null {
  if (seconds < 60) return 'underOneMinute';
  if (seconds < 300) return 'underFiveMinutes';
  return null;
}
