import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { accountProducts, accountVariants, stockItems, type StockItemStatus } from '../db/schema/account-store';
import type { Executor } from '../db/types';

/** Database access for the back office's stock: counts, imports, and the fingerprints imports rely on. */

export interface VariantOfProduct {
  id: number;
  productId: number;
  slug: string;
  deliveryKind: 'code' | 'credentials';
}

/** The variant with its product's slug and delivery kind, locked: imports into one variant queue up. */
export async function lockVariant(id: number, db: Executor): Promise<VariantOfProduct | null> {
  const [row] = await db
    .select({
      id: accountVariants.id,
      productId: accountVariants.productId,
      slug: accountProducts.slug,
      deliveryKind: accountProducts.deliveryKind,
    })
    .from(accountVariants)
    .innerJoin(accountProducts, eq(accountProducts.id, accountVariants.productId))
    .where(eq(accountVariants.id, id))
    .for('update', { of: accountVariants });
  return row ?? null;
}

/** A variant's items stored before fingerprints existed (their secrets, to fingerprint them). */
export async function listUnfingerprinted(variantId: number, db: Executor): Promise<{ id: number; secret: string }[]> {
  return db
    .select({ id: stockItems.id, secret: stockItems.secret })
    .from(stockItems)
    .where(and(eq(stockItems.variantId, variantId), isNull(stockItems.fingerprint)));
}

export async function setFingerprint(id: number, fingerprint: string, db: Executor): Promise<void> {
  await db.update(stockItems).set({ fingerprint }).where(eq(stockItems.id, id));
}

/** Adds items, leaving out any whose fingerprint the variant already has; answers how many were added. */
export async function insertNew(
  variantId: number,
  items: readonly { secret: string; fingerprint: string }[],
  db: Executor,
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db
    .insert(stockItems)
    .values(items.map((item) => ({ variantId, ...item })))
    .onConflictDoNothing({
      target: [stockItems.variantId, stockItems.fingerprint],
      where: sql`${stockItems.fingerprint} is not null`,
    })
    .returning({ id: stockItems.id });
  return rows.length;
}

/** A variant's items by status. */
export async function countByStatus(
  variantId: number,
  db: Executor = getDb(),
): Promise<Record<StockItemStatus, number>> {
  const rows = await db
    .select({ status: stockItems.status, count: count() })
    .from(stockItems)
    .where(eq(stockItems.variantId, variantId))
    .groupBy(stockItems.status);
  const counts = { available: 0, reserved: 0, delivered: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
