import { asc, count, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import {
  sourceCodePurchases,
  sourceCodes,
  sourceCodeVersions,
  type SourceCode,
  type SourceCodeVersion,
} from '../db/schema/source-codes';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** A product's archive versions, and the product row carrying the latest. */

/** Stores a version, or null when the product has one of that name already. */
export async function insert(
  values: Omit<SourceCodeVersion, 'id' | 'createdAt'>,
  db: Executor,
): Promise<SourceCodeVersion | null> {
  const [row] = await db
    .insert(sourceCodeVersions)
    .values(values)
    .onConflictDoNothing({ target: [sourceCodeVersions.sourceCodeId, sourceCodeVersions.version] })
    .returning();
  return row ?? null;
}

/** Makes a version the one buyers download. */
export async function makeCurrent(version: SourceCodeVersion, db: Executor): Promise<void> {
  await db
    .update(sourceCodes)
    .set({
      version: version.version,
      fileKey: version.fileKey,
      fileName: version.fileName,
      fileSizeBytes: version.fileSizeBytes,
    })
    .where(eq(sourceCodes.id, version.sourceCodeId));
}

export async function listByProduct(
  sourceCodeId: number,
  db: Executor = getDb(),
): Promise<(SourceCodeVersion & { createdByEmail: string | null })[]> {
  const rows = await db
    .select({ version: sourceCodeVersions, createdByEmail: users.email })
    .from(sourceCodeVersions)
    .leftJoin(users, eq(users.id, sourceCodeVersions.createdBy))
    .where(eq(sourceCodeVersions.sourceCodeId, sourceCodeId))
    .orderBy(desc(sourceCodeVersions.createdAt), desc(sourceCodeVersions.id));
  return rows.map((row) => ({ ...row.version, createdByEmail: row.createdByEmail }));
}

/** Everyone who may download the product, with the language they bought it in (their order's). */
export async function listBuyers(
  sourceCodeId: number,
  db: Executor = getDb(),
): Promise<{ email: string; name: string; locale: 'en' | 'vi' | null }[]> {
  return db
    .select({ email: users.email, name: users.name, locale: orders.locale })
    .from(sourceCodePurchases)
    .innerJoin(users, eq(users.id, sourceCodePurchases.userId))
    .leftJoin(orders, eq(orders.id, sourceCodePurchases.orderId))
    .where(eq(sourceCodePurchases.sourceCodeId, sourceCodeId));
}

/** One page of products (published or not), by title, with the number that match. */
export async function listProducts(
  filters: { keyword?: string; limit: number; offset: number },
  db: Executor = getDb(),
): Promise<{ rows: SourceCode[]; total: number }> {
  const where = filters.keyword
    ? keywordCondition(filters.keyword, [sourceCodes.titleEn, sourceCodes.titleVi, sourceCodes.slug])
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sourceCodes)
      .where(where)
      .orderBy(asc(sourceCodes.titleEn), asc(sourceCodes.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(sourceCodes).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
