import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { AccountStoreType } from '@/lib/commerce/product-types';
import {
  accountOptions,
  accountOptionValues,
  accountProducts,
  accountVariants,
  stockItems,
  type AccountProduct,
  type AccountVariant,
  type StockItemStatus,
} from '../db/schema/account-store';
import type { Executor } from '../db/types';
import { textById } from './integer-by-id';
import { keywordCondition } from './keyword-condition';

/**
 * Database access for the back office's account store: every product whatever its state,
 * its variants' stock counts, imports, and the fingerprints imports rely on.
 */

export interface VariantOfProduct extends Pick<
  AccountVariant,
  'id' | 'productId' | 'priceVnd' | 'compareAtPriceVnd' | 'isActive' | 'lowStockThreshold'
> {
  slug: string;
  deliveryKind: 'code' | 'credentials';
}

/** The variant with its product's slug and delivery kind, locked: writes to one variant queue up. */
export async function lockVariant(id: number, db: Executor): Promise<VariantOfProduct | null> {
  const [row] = await db
    .select({
      id: accountVariants.id,
      productId: accountVariants.productId,
      slug: accountProducts.slug,
      deliveryKind: accountProducts.deliveryKind,
      priceVnd: accountVariants.priceVnd,
      compareAtPriceVnd: accountVariants.compareAtPriceVnd,
      isActive: accountVariants.isActive,
      lowStockThreshold: accountVariants.lowStockThreshold,
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

/** Gives items their fingerprints: one statement for them all. */
export async function setFingerprints(
  fingerprints: readonly (readonly [id: number, fingerprint: string])[],
  db: Executor,
): Promise<void> {
  if (fingerprints.length === 0) return;
  await db
    .update(stockItems)
    .set({ fingerprint: textById(stockItems.id, fingerprints) })
    .where(
      inArray(
        stockItems.id,
        fingerprints.map(([id]) => id),
      ),
    );
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

// Counted with FILTER, one pass over the variant's items for the three statuses.
const countOf = (status: StockItemStatus) =>
  sql<number>`(count(${stockItems.id}) filter (where ${stockItems.status} = ${status}))::int`;

/** A variant's items by status (refunded ones are neither for sale nor held: not counted). */
export async function countByStatus(
  variantId: number,
  db: Executor = getDb(),
): Promise<Record<Exclude<StockItemStatus, 'refunded'>, number>> {
  const [row] = await db
    .select({ available: countOf('available'), reserved: countOf('reserved'), delivered: countOf('delivered') })
    .from(stockItems)
    .where(eq(stockItems.variantId, variantId));
  return row ?? { available: 0, reserved: 0, delivered: 0 };
}

export interface AdminAccountFilters {
  keyword?: string;
  type?: AccountStoreType;
  limit: number;
  offset: number;
}

/** One page of products (published or not), by title, with the number that match. */
export async function listProducts(
  filters: AdminAccountFilters,
  db: Executor = getDb(),
): Promise<{ rows: AccountProduct[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    conditions.push(
      keywordCondition(filters.keyword, [accountProducts.titleEn, accountProducts.titleVi, accountProducts.slug]),
    );
  }
  if (filters.type) conditions.push(eq(accountProducts.type, filters.type));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(accountProducts)
      .where(where)
      .orderBy(asc(accountProducts.titleEn), asc(accountProducts.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(accountProducts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface VariantStockRow {
  id: number;
  productId: number;
  combinationKey: string;
  priceVnd: number;
  compareAtPriceVnd: number | null;
  isActive: boolean;
  lowStockThreshold: number | null;
  available: number;
  reserved: number;
  delivered: number;
}

/** The products' variants (active or not) with their stock by status. */
export async function listVariantStock(
  productIds: readonly number[],
  db: Executor = getDb(),
): Promise<VariantStockRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: accountVariants.id,
      productId: accountVariants.productId,
      combinationKey: accountVariants.combinationKey,
      priceVnd: accountVariants.priceVnd,
      compareAtPriceVnd: accountVariants.compareAtPriceVnd,
      isActive: accountVariants.isActive,
      lowStockThreshold: accountVariants.lowStockThreshold,
      available: countOf('available'),
      reserved: countOf('reserved'),
      delivered: countOf('delivered'),
    })
    .from(accountVariants)
    .leftJoin(stockItems, eq(stockItems.variantId, accountVariants.id))
    .where(inArray(accountVariants.productId, productIds))
    .groupBy(accountVariants.id)
    .orderBy(asc(accountVariants.priceVnd), asc(accountVariants.id));
}

/** The products' option values' labels by code (value codes are unique within a product). */
export async function listValueLabels(
  productIds: readonly number[],
  db: Executor = getDb(),
): Promise<{ productId: number; code: string; labelEn: string; labelVi: string }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: accountOptionValues.productId,
      code: accountOptionValues.code,
      labelEn: accountOptionValues.labelEn,
      labelVi: accountOptionValues.labelVi,
    })
    .from(accountOptionValues)
    .innerJoin(accountOptions, eq(accountOptions.id, accountOptionValues.optionId))
    .where(inArray(accountOptionValues.productId, productIds))
    .orderBy(asc(accountOptions.position), asc(accountOptionValues.position));
}

/** A variant's editable fields, changed; the row after, or null when there is no such variant. */
export async function updateVariant(
  id: number,
  values: Partial<Pick<AccountVariant, 'priceVnd' | 'compareAtPriceVnd' | 'isActive' | 'lowStockThreshold'>>,
  db: Executor,
): Promise<AccountVariant | null> {
  const [row] = await db.update(accountVariants).set(values).where(eq(accountVariants.id, id)).returning();
  return row ?? null;
}

const availableOf = (variantId: SQL | number) =>
  sql`(select count(*) from ${stockItems} where ${stockItems.variantId} = ${variantId} and ${stockItems.status} = 'available')`;

/**
 * Marks as alerted the variants among `ids` whose stock for sale fell to their threshold and
 * that were not alerted yet, in one statement: of two orders taking the last items at once,
 * one gets the row back. The variants newly alerted (the team is mailed about those).
 */
export async function markLowStockAlerted(
  ids: readonly number[],
  now: Date,
  db: Executor,
): Promise<{ id: number; productId: number; combinationKey: string; threshold: number; available: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(accountVariants)
    .set({ lowStockAlertedAt: now })
    .where(
      and(
        inArray(accountVariants.id, [...ids]),
        isNull(accountVariants.lowStockAlertedAt),
        isNotNull(accountVariants.lowStockThreshold),
        sql`${availableOf(sql`${accountVariants.id}`)} <= ${accountVariants.lowStockThreshold}`,
      ),
    )
    .returning({
      id: accountVariants.id,
      productId: accountVariants.productId,
      combinationKey: accountVariants.combinationKey,
      threshold: accountVariants.lowStockThreshold,
      available: sql<number>`${availableOf(sql`${accountVariants.id}`)}::int`,
    });
  return rows.map((row) => ({ ...row, threshold: row.threshold! }));
}

/** Clears the alert of a variant restocked above its threshold (or without one): the next fall mails again. */
export async function clearLowStockAlert(id: number, db: Executor): Promise<void> {
  await db
    .update(accountVariants)
    .set({ lowStockAlertedAt: null })
    .where(
      and(
        eq(accountVariants.id, id),
        isNotNull(accountVariants.lowStockAlertedAt),
        sql`(${accountVariants.lowStockThreshold} is null or ${availableOf(id)} > ${accountVariants.lowStockThreshold})`,
      ),
    );
}

export interface LowStockRow {
  id: number;
  productId: number;
  titleEn: string;
  titleVi: string;
  combinationKey: string;
  threshold: number;
  available: number;
}

/** Active variants at or below their threshold, emptiest first: the dashboard's list. */
export async function listLowStock(limit: number, db: Executor = getDb()): Promise<LowStockRow[]> {
  const rows = await db
    .select({
      id: accountVariants.id,
      productId: accountVariants.productId,
      titleEn: accountProducts.titleEn,
      titleVi: accountProducts.titleVi,
      combinationKey: accountVariants.combinationKey,
      threshold: accountVariants.lowStockThreshold,
      available: countOf('available'),
    })
    .from(accountVariants)
    .innerJoin(accountProducts, eq(accountProducts.id, accountVariants.productId))
    .leftJoin(stockItems, eq(stockItems.variantId, accountVariants.id))
    .where(and(isNotNull(accountVariants.lowStockThreshold), eq(accountVariants.isActive, true)))
    .groupBy(accountVariants.id, accountProducts.id)
    .having(sql`${countOf('available')} <= ${accountVariants.lowStockThreshold}`)
    .orderBy(sql`${countOf('available')}`, asc(accountVariants.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, threshold: row.threshold! }));
}

/** The products' titles and slugs, for mails about their variants. */
export async function listProductTitles(productIds: readonly number[], db: Executor = getDb()) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: accountProducts.id,
      slug: accountProducts.slug,
      titleEn: accountProducts.titleEn,
      titleVi: accountProducts.titleVi,
    })
    .from(accountProducts)
    .where(inArray(accountProducts.id, [...productIds]));
}
