import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format/bytes';

describe('formatBytes', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1024, 'en', '1 KiB'],
    [289_298, 'en', '282.5 KiB'],
    [289_298, 'vi', '282,5 KiB'],
    [1024 ** 2, 'vi', '1 MiB'],
    [500 * 1024 ** 2, 'en', '500 MiB'],
    [2 * 1024 ** 3, 'en', '2 GiB'],
    [3.25 * 1024 ** 3, 'vi', '3,3 GiB'],
  ])('%d bytes in %s → %s', (bytes, language, text) => {
    expect(formatBytes(bytes, language)).toBe(text);
  });
});
