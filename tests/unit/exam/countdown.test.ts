import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatClock, msToNextTick, secondsLeft, timeWarning } from '@/features/exam/countdown';

const deadline = '2026-03-01T10:05:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('clock offset', () => {
  it('is the server clock minus the browser clock at the reply', () => {
    // The browser runs 90 s behind the server.
    expect(clockOffsetMs('2026-03-01T10:00:00.000Z', at('2026-03-01T09:58:30.000Z'))).toBe(90_000);
    expect(clockOffsetMs('2026-03-01T10:00:00.000Z', at('2026-03-01T10:00:02.500Z'))).toBe(-2_500);
  });

  it('corrects the countdown: a browser behind the server sees the server’s time left', () => {
    const browserNow = at('2026-03-01T09:58:30.000Z');
    const offset = clockOffsetMs('2026-03-01T10:00:00.000Z', browserNow);
    expect(secondsLeft(deadline, browserNow + offset)).toBe(300);
    expect(secondsLeft(deadline, browserNow)).toBe(390);
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds up, and never below zero', () => {
    expect(secondsLeft(deadline, at('2026-03-01T10:04:58.200Z'))).toBe(2);
    expect(secondsLeft(deadline, at('2026-03-01T10:04:59.000Z'))).toBe(1);
    expect(secondsLeft(deadline, at('2026-03-01T10:05:00.000Z'))).toBe(0);
    expect(secondsLeft(deadline, at('2026-03-01T10:06:00.000Z'))).toBe(0);
  });
});

describe('msToNextTick', () => {
  it('waits for the next whole second before the deadline', () => {
    expect(msToNextTick(deadline, at('2026-03-01T10:04:58.200Z'))).toBe(800);
    expect(msToNextTick(deadline, at('2026-03-01T10:04:58.000Z'))).toBe(1000);
    expect(msToNextTick(deadline, at('2026-03-01T10:06:00.000Z'))).toBe(1000);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3599, '59:59'],
    [3723, '1:02:03'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
});

describe('timeWarning', () => {
  it('warns under five minutes, then under one', () => {
    expect(timeWarning(301)).toBeNull();
    expect(timeWarning(300)).toBeNull();
    expect(timeWarning(299)).toBe('underFiveMinutes');
    expect(timeWarning(60)).toBe('underFiveMinutes');
    expect(timeWarning(59)).toBe('underOneMinute');
    expect(timeWarning(0)).toBe('underOneMinute');
  });
});
