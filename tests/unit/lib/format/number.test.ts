import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';

describe('formatNumber', () => {
  it('groups and marks decimals as each language writes them', () => {
    expect(formatNumber(1840, 'en')).toBe('1,840');
    expect(formatNumber(1840, 'vi')).toBe('1.840');
    expect(formatNumber(4.7, 'en')).toBe('4.7');
    expect(formatNumber(4.7, 'vi')).toBe('4,7');
  });

  it('treats an unknown language as the default one', () => {
    expect(formatNumber(12_345, 'fr')).toBe('12,345');
  });
});

describe('formatDate', () => {
  it('writes a medium date in each language', () => {
    expect(formatDate('2026-11-01T09:00:00.000Z', 'en')).toBe('1 Nov 2026');
    expect(formatDate('2026-11-01T09:00:00.000Z', 'vi')).toBe('1 thg 11, 2026');
  });

  it("counts the day in Vietnam's zone, so server and browser agree", () => {
    expect(formatDate('2026-11-01T18:00:00.000Z', 'en')).toBe('2 Nov 2026');
  });
});
