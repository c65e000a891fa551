import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `CASE id WHEN … THEN … END`: one UPDATE gives each row its own integer (a new position,
 * a new section) rather than one statement per row.
 */
export function integerById(idColumn: AnyColumn, values: readonly (readonly [id: number, value: number])[]): SQL {
  const arms = values.map(([id, value]) => sql`when ${id} then ${value}::integer`);
  return sql`(case ${idColumn} ${sql.join(arms, sql` `)} end)`;
}

/** The same for text values (a fingerprint per stock item). */
export function textById(idColumn: AnyColumn, values: readonly (readonly [id: number, value: string])[]): SQL {
  const arms = values.map(([id, value]) => sql`when ${id} then ${value}::text`);
  return sql`(case ${idColumn} ${sql.join(arms, sql` `)} end)`;
}

/**
 * A position moved out of the way: positions are unique (per course, section or quiz) and
 * checked row by row, so rows taking each other's places first all go to distinct negative
 * positions, then to their new ones.
 */
export function parkedPosition(position: AnyColumn): SQL {
  return sql`-1 - ${position}`;
}
