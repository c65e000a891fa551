import { describe, expect, it } from 'vitest';
import { takeSendToken, type Allowance } from '@/server/services/chat/send-allowance';

const start = new Date('2026-11-23T10:00:00.000Z');
const after = (ms: number) => new Date(start.getTime() + ms);

/** Sends at the given offsets (ms) from a full bucket; true where a message was allowed. */
function sendAt(offsets: number[]): boolean[] {
  let allowance: Allowance = { tokens: 5, at: start };
  return offsets.map((offset) => {
    const decision = takeSendToken(allowance, after(offset));
    if (decision.allowed) allowance = decision.next;
    return decision.allowed;
  });
}

describe('takeSendToken: ≤ 1 message/s with bursts of 5', () => {
  it('allows a burst of five at once, then refuses', () => {
    expect(sendAt([0, 0, 0, 0, 0, 0])).toEqual([true, true, true, true, true, false]);
  });

  it('refills one token a second, never above five', () => {
    expect(sendAt([0, 0, 0, 0, 0, 999, 1_000, 1_500, 2_000])).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      false,
      true,
    ]);
    // A long pause gives back the burst, not more.
    expect(sendAt([0, 0, 0, 0, 0, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000])).toEqual([
      ...Array(5).fill(true),
      ...Array(5).fill(true),
      false,
    ]);
  });

  it('says when the next token arrives', () => {
    const empty: Allowance = { tokens: 0.25, at: start };
    expect(takeSendToken(empty, start)).toEqual({ allowed: false, retryAfterMs: 750 });
  });

  it('refills nothing when the clock went backwards', () => {
    const decision = takeSendToken({ tokens: 0.5, at: start }, after(-5_000));
    expect(decision).toEqual({ allowed: false, retryAfterMs: 500 });
  });

  it('holds the average at one a second over a minute of steady sending', () => {
    const everyTenthOfASecond = Array.from({ length: 600 }, (_, index) => index * 100);
    const allowed = sendAt(everyTenthOfASecond).filter(Boolean).length;
    expect(allowed).toBeGreaterThanOrEqual(64);
    expect(allowed).toBeLessThanOrEqual(65);
  });
});
