import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
function foldedInSql(text: SQL): SQL {
  return sql`lower(translate(regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g'), 'đĐ', 'dD'))`;
}

/**
 * Rows whose `texts` hold every word of `keyword`, in any order and in any of the texts,
 * ignoring case and diacritics: "javascript co ban" finds "JavaScript cơ bản" and "Cơ bản
 * về JavaScript". A word is literal text: LIKE's wildcards in it match themselves.
 */
export function keywordCondition(keyword: string, texts: (AnyColumn | SQL)[]): SQL {
  const patterns = foldDiacritics(keyword)
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => sql`${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (patterns.length === 0) return sql`true`;
  // The texts are joined by a space, which no word holds: a word never spans two texts.
  const searched = foldedInSql(sql`concat_ws(' ', ${sql.join(texts, sql`, `)})`);
  return sql`${searched} like all (array[${sql.join(patterns, sql`, `)}])`;
}
