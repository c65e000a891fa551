import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldDiacritics } from '@/lib/format/fold-diacritics';

/**
 * A text as the keyword search compares it: `foldDiacritics`, then lower case. Vietnamese
 * is often typed without its marks ("tieng anh" for "tiếng Anh"), so both the keyword and the
 * text are folded; lower-casing after the fold leaves only ASCII letters to change, which
 * every database collation does alike (a C-locale PostgreSQL does not lower-case "Ữ").
 *
 * Folded per query rather than stored: the searched lists are small and their results are
 * cached (src/server/cache), and no index serves a `%…%` pattern anyway.
 */
function foldedInSql(text: AnyColumn | SQL): SQL {
  return sql`lower(translate(regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g'), 'đĐ', 'dD'))`;
}

/**
 * Rows where any of `texts` contains `keyword`, ignoring case and diacritics. The keyword
 * is literal text: LIKE's wildcards in it match themselves.
 */
export function keywordCondition(keyword: string, texts: (AnyColumn | SQL)[]): SQL {
  const pattern = `%${foldDiacritics(keyword)
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;
  return or(...texts.map((text) => sql`${foldedInSql(text)} like ${pattern}`))!;
}
