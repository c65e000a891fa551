import { describe, expect, it } from 'vitest';
import { delayAfterPaceChange, nextPollDelay, pollInterval } from '@/features/chat/poll-schedule';

const open = { isOpen: true, hidden: false };
const closed = { isOpen: false, hidden: false };
const hidden = { isOpen: true, hidden: true };

describe('chat poll schedule (spec §9)', () => {
  it('polls every 5 s open, 10 s closed, 30 s in a hidden tab', () => {
    expect(pollInterval(open)).toBe(5_000);
    expect(pollInterval(closed)).toBe(10_000);
    expect(pollInterval(hidden)).toBe(30_000);
    expect(nextPollDelay({ kind: 'ok' }, closed, 0)).toBe(10_000);
  });

  it('waits exactly Retry-After after a refusal, so two tabs settle 2–3 s apart', () => {
    expect(nextPollDelay({ kind: 'limited', retryAfterMs: 2_000 }, open, 0)).toBe(2_000);
    expect(nextPollDelay({ kind: 'limited', retryAfterMs: 0 }, open, 0)).toBe(1_000);
  });

  it('backs off after failures, doubling, up to a minute', () => {
    expect(nextPollDelay({ kind: 'failed' }, open, 1)).toBe(10_000);
    expect(nextPollDelay({ kind: 'failed' }, open, 2)).toBe(20_000);
    expect(nextPollDelay({ kind: 'failed' }, open, 9)).toBe(60_000);
  });

  it('moves the next poll up when the panel opens, never closer than 2 s to the last one', () => {
    expect(delayAfterPaceChange(0, 1_000, open)).toBe(4_000);
    expect(delayAfterPaceChange(0, 500, { isOpen: true, hidden: false })).toBe(4_500);
    expect(delayAfterPaceChange(0, 8_000, open)).toBe(0);
    // Due already, but the last poll was only just now.
    expect(delayAfterPaceChange(10_000, 10_100, { ...open, hidden: false })).toBe(4_900);
    expect(delayAfterPaceChange(0, 1_000, { isOpen: true, hidden: false })).toBeGreaterThanOrEqual(1_200);
  });

  it('while the push stream is live, polls only as a safety net, every 30 s (a hidden tab as before)', () => {
    expect(pollInterval({ isOpen: true, hidden: false }, true)).toBe(30_000);
    expect(pollInterval({ isOpen: false, hidden: false }, true)).toBe(30_000);
    expect(pollInterval({ isOpen: true, hidden: true }, true)).toBe(30_000);
    expect(nextPollDelay({ kind: 'ok' }, { isOpen: true, hidden: false }, 0, true)).toBe(30_000);
    expect(delayAfterPaceChange(0, 1_000, { isOpen: true, hidden: false }, true)).toBe(29_000);
  });
});
