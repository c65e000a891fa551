import type { Locale } from '@/lib/locales';

/**
 * The side of a bilingual pair (…En / …Vi columns, DESIGN.md §2) in the reply's language.
 * Every DTO picks its texts through this one function, so a third language is one change;
 * repositories pick the column a keyword search reads through it too (two types: the two
 * columns of a pair are different types to Drizzle).
 */
export function localized<En, Vi>(en: En, vi: Vi, language: Locale): En | Vi {
  return language === 'vi' ? vi : en;
}
