import { describe, expect, it } from 'vitest';
import { durationParts, formatClock } from '@/lib/format/duration';

describe('formatClock', () => {
  it('writes m:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7)).toBe('0:07');
    expect(formatClock(372)).toBe('6:12');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('drops fractions and never goes below zero', () => {
    expect(formatClock(59.9)).toBe('0:59');
    expect(formatClock(-5)).toBe('0:00');
  });
});

describe('durationParts', () => {
  it('splits into hours and minutes, rounding seconds up to a minute', () => {
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(20)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(1800)).toEqual({ hours: 0, minutes: 30 });
    expect(durationParts(3600)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(12_030)).toEqual({ hours: 3, minutes: 21 });
  });
});
