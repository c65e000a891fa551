import { formatNumber } from './number';

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * A size in the largest binary unit it reaches, with one decimal at most, in the language's
 * marks (`1.5 MiB` / `1,5 MiB`). The units are written the same in both languages. Without a
 * language, in English (the server's messages).
 */
export function formatBytes(bytes: number, language = 'en'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(Math.round(value * 10) / 10, language)} ${UNITS[unit]}`;
}
