import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db/client';
import {
  accountOptions,
  accountOptionValues,
  accountProducts,
  accountVariants,
  stockItems,
  type AccountProduct,
  type AccountStoreType,
  type AccountVariant,
} from '../db/schema/account-store';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';
import { localized } from '../i18n/localized';

/** Database access for the account store: products, options, variants and the stock pool. */

function accountPublished(now: Date = new Date()): SQL {
  return and(isNotNull(accountProducts.publishedAt), lte(accountProducts.publishedAt, now))!;
}

/** The product columns a card shows: lists read only these (descriptions are long, in two languages). */
const CARD_COLUMNS = {
  id: accountProducts.id,
  slug: accountProducts.slug,
  type: accountProducts.type,
  provider: accountProducts.provider,
  titleEn: accountProducts.titleEn,
  titleVi: accountProducts.titleVi,
  shortDescriptionEn: accountProducts.shortDescriptionEn,
  shortDescriptionVi: accountProducts.shortDescriptionVi,
  thumbnail: accountProducts.thumbnail,
  soldCount: accountProducts.soldCount,
};

export interface CardRow {
  product: Pick<AccountProduct, keyof typeof CARD_COLUMNS>;
  /** The cheapest active variant's price and "was" price. */
  priceFrom: number;
  compareAt: number | null;
  /** Whether any active variant has a stock item left (a card says in or out of stock, not how many). */
  inStock: boolean;
}

// Per product: the cheapest active variant (ties: lowest id), and whether any of them has
// stock — an EXISTS stops at the first available item instead of counting the pool.
const cheapest = sql<number>`min(${accountVariants.priceVnd})::int`;
const cheapestCompareAt = sql<
  number | null
>`(array_agg(${accountVariants.compareAtPriceVnd} order by ${accountVariants.priceVnd}, ${accountVariants.id}))[1]`;
const anyStock = sql<boolean>`coalesce(bool_or(exists (select 1 from ${stockItems} where ${stockItems.variantId} = ${accountVariants.id} and ${stockItems.status} = 'available')), false)`;

function cards<Extra extends Record<string, SQL.Aliased | SQL>>(db: Executor, where: SQL, extra: Extra = {} as Extra) {
  return db
    .select({ product: CARD_COLUMNS, priceFrom: cheapest, compareAt: cheapestCompareAt, inStock: anyStock, ...extra })
    .from(accountProducts)
    .innerJoin(
      accountVariants,
      and(eq(accountVariants.productId, accountProducts.id), eq(accountVariants.isActive, true)),
    )
    .where(where)
    .groupBy(accountProducts.id);
}

export interface AccountSearch {
  type?: AccountStoreType;
  keyword?: string;
  language: Locale;
  limit: number;
  offset: number;
}

/** One page of products (featured first, then best sellers) and how many match. */
export async function search(
  filters: AccountSearch,
  db: Executor = getDb(),
): Promise<{ rows: CardRow[]; total: number }> {
  const conditions: SQL[] = [accountPublished()];
  if (filters.type) conditions.push(eq(accountProducts.type, filters.type));
  if (filters.keyword) {
    conditions.push(
      keywordCondition(filters.keyword, [
        localized(accountProducts.titleEn, accountProducts.titleVi, filters.language),
        localized(accountProducts.shortDescriptionEn, accountProducts.shortDescriptionVi, filters.language),
        accountProducts.provider,
      ]),
    );
  }
  const where = and(...conditions)!;
  // The total rides along with the page (a window count over the grouped products); only a
  // page past the end, which has no row to carry it, needs a count of its own.
  const page = await cards(db, where, { total: sql<number>`count(*) over()`.mapWith(Number) })
    .orderBy(desc(accountProducts.isFeatured), desc(accountProducts.soldCount), asc(accountProducts.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page[0]) return { rows, total: page[0].total };
  if (filters.offset === 0) return { rows, total: 0 };
  const [totalRow] = await db.select({ value: count() }).from(cards(db, where).as('matching'));
  return { rows, total: totalRow?.value ?? 0 };
}

/** How many published products each category has. */
export async function countByType(db: Executor = getDb()): Promise<{ type: AccountStoreType; count: number }[]> {
  return db
    .select({ type: accountProducts.type, count: count() })
    .from(accountProducts)
    .where(accountPublished())
    .groupBy(accountProducts.type);
}

/** The featured products of every category (the dashboard), best sellers first. */
export async function listFeatured(db: Executor = getDb()): Promise<CardRow[]> {
  return cards(db, and(accountPublished(), eq(accountProducts.isFeatured, true))!).orderBy(
    desc(accountProducts.soldCount),
    asc(accountProducts.id),
  );
}

/** Slug and publication date of every published product (the sitemap). */
export async function listPublishedSlugs(
  db: Executor = getDb(),
): Promise<{ slug: string; publishedAt: Date | null }[]> {
  return db
    .select({ slug: accountProducts.slug, publishedAt: accountProducts.publishedAt })
    .from(accountProducts)
    .where(accountPublished())
    .orderBy(asc(accountProducts.id));
}

export async function findById(id: number, db: Executor = getDb()): Promise<AccountProduct | null> {
  const [row] = await db
    .select()
    .from(accountProducts)
    .where(and(eq(accountProducts.id, id), accountPublished()))
    .limit(1);
  return row ?? null;
}

export async function findBySlug(slug: string, db: Executor = getDb()): Promise<AccountProduct | null> {
  const [row] = await db
    .select()
    .from(accountProducts)
    .where(and(eq(accountProducts.slug, slug), accountPublished()))
    .limit(1);
  return row ?? null;
}

export interface OptionRow {
  id: number;
  nameEn: string;
  nameVi: string;
  values: { code: string; labelEn: string; labelVi: string }[];
}

/** A product's options with their values, both in display order. */
export async function listOptions(productId: number, db: Executor = getDb()): Promise<OptionRow[]> {
  const rows = await db
    .select({
      optionId: accountOptions.id,
      nameEn: accountOptions.nameEn,
      nameVi: accountOptions.nameVi,
      code: accountOptionValues.code,
      labelEn: accountOptionValues.labelEn,
      labelVi: accountOptionValues.labelVi,
    })
    .from(accountOptions)
    .innerJoin(accountOptionValues, eq(accountOptionValues.optionId, accountOptions.id))
    .where(eq(accountOptions.productId, productId))
    .orderBy(asc(accountOptions.position), asc(accountOptionValues.position));
  const options = new Map<number, OptionRow>();
  for (const row of rows) {
    let option = options.get(row.optionId);
    if (!option) {
      option = { id: row.optionId, nameEn: row.nameEn, nameVi: row.nameVi, values: [] };
      options.set(row.optionId, option);
    }
    option.values.push({ code: row.code, labelEn: row.labelEn, labelVi: row.labelVi });
  }
  return [...options.values()];
}

/** What the shop reads of a variant (the back office's low-stock fields left out). */
export interface VariantRow extends Pick<
  AccountVariant,
  'id' | 'productId' | 'combinationKey' | 'priceVnd' | 'compareAtPriceVnd' | 'isActive'
> {
  available: number;
}

// Counted through a join, not a correlated subquery: in a one-table select Drizzle leaves
// column names unqualified, and "id" inside a subquery would then name the subquery's own.
const variantStock = sql<number>`(count(${stockItems.id}) filter (where ${stockItems.status} = 'available'))::int`;

/** A product's active variants with the stock left, cheapest first. */
export async function listVariants(productId: number, db: Executor = getDb()): Promise<VariantRow[]> {
  return db
    .select({ ...columnsOfVariant(), available: variantStock })
    .from(accountVariants)
    .leftJoin(stockItems, eq(stockItems.variantId, accountVariants.id))
    .where(and(eq(accountVariants.productId, productId), eq(accountVariants.isActive, true)))
    .groupBy(accountVariants.id)
    .orderBy(asc(accountVariants.priceVnd), asc(accountVariants.id));
}

export async function findVariant(
  productId: number,
  combinationKey: string,
  db: Executor = getDb(),
): Promise<VariantRow | null> {
  const [row] = await db
    .select({ ...columnsOfVariant(), available: variantStock })
    .from(accountVariants)
    .leftJoin(stockItems, eq(stockItems.variantId, accountVariants.id))
    .where(
      and(
        eq(accountVariants.productId, productId),
        eq(accountVariants.combinationKey, combinationKey),
        eq(accountVariants.isActive, true),
      ),
    )
    .groupBy(accountVariants.id)
    .limit(1);
  return row ?? null;
}

/**
 * A variant as it is now, by id: price and the stock left, or null when it is gone or
 * inactive. One table and an index-only count, not findVariant's join and grouping: about
 * half the cost on PGlite, where every query's planning runs on the app's one thread. The
 * subquery names its columns in full (see variantStock on why Drizzle's would not do).
 */
export async function findVariantNow(id: number, db: Executor = getDb()): Promise<VariantRow | null> {
  const available = sql<number>`(select count(*)::int from stock_items as s
    where s.variant_id = "account_variants"."id" and s.status = 'available')`;
  const [row] = await db
    .select({ ...columnsOfVariant(), available })
    .from(accountVariants)
    .where(and(eq(accountVariants.id, id), eq(accountVariants.isActive, true)))
    .limit(1);
  return row ?? null;
}

function columnsOfVariant() {
  return {
    id: accountVariants.id,
    productId: accountVariants.productId,
    combinationKey: accountVariants.combinationKey,
    priceVnd: accountVariants.priceVnd,
    compareAtPriceVnd: accountVariants.compareAtPriceVnd,
    isActive: accountVariants.isActive,
  };
}

/**
 * Holds one available item of the variant for an order line. `FOR UPDATE SKIP LOCKED`:
 * concurrent orders each lock a different row (or find none), so the pool is never
 * oversold and nobody waits on another buyer. False when nothing is left.
 */
export async function reserveStock(variantId: number, orderItemId: number, db: Executor): Promise<boolean> {
  const [free] = await db
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(and(eq(stockItems.variantId, variantId), eq(stockItems.status, 'available')))
    .orderBy(asc(stockItems.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!free) return false;
  await db.update(stockItems).set({ status: 'reserved', orderItemId }).where(eq(stockItems.id, free.id));
  return true;
}

/** Hands the items held for these order lines to their buyer; returns how many. */
export async function deliverReserved(orderItemIds: number[], now: Date, db: Executor): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  const rows = await db
    .update(stockItems)
    .set({ status: 'delivered', deliveredAt: now })
    .where(and(inArray(stockItems.orderItemId, orderItemIds), eq(stockItems.status, 'reserved')))
    .returning({ id: stockItems.id });
  return rows.length;
}

/** Puts the items held for these order lines back in the pool. */
export async function releaseReserved(orderItemIds: number[], db: Executor): Promise<void> {
  if (orderItemIds.length === 0) return;
  await db
    .update(stockItems)
    .set({ status: 'available', orderItemId: null })
    .where(and(inArray(stockItems.orderItemId, orderItemIds), eq(stockItems.status, 'reserved')));
}

/**
 * Flags the items delivered to these order lines as refunded: their buyer saw them, so
 * they never go back to the pool, and the order page stops showing them. How many.
 */
export async function markRefunded(orderItemIds: number[], db: Executor): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  const rows = await db
    .update(stockItems)
    .set({ status: 'refunded' })
    .where(and(inArray(stockItems.orderItemId, orderItemIds), eq(stockItems.status, 'delivered')))
    .returning({ id: stockItems.id });
  return rows.length;
}

export interface DeliveredRow {
  orderItemId: number;
  variantId: number;
  secret: string;
}

/** The items handed to these order lines, refunded since or not (still encrypted). */
export async function listHandedOver(orderItemIds: number[], db: Executor = getDb()): Promise<DeliveredRow[]> {
  if (orderItemIds.length === 0) return [];
  const rows = await db
    .select({ orderItemId: stockItems.orderItemId, variantId: stockItems.variantId, secret: stockItems.secret })
    .from(stockItems)
    .where(and(inArray(stockItems.orderItemId, orderItemIds), inArray(stockItems.status, ['delivered', 'refunded'])))
    .orderBy(asc(stockItems.id));
  return rows.map((row) => ({ ...row, orderItemId: row.orderItemId! }));
}

/** The items delivered to these order lines (still encrypted). */
export async function listDelivered(orderItemIds: number[], db: Executor = getDb()): Promise<DeliveredRow[]> {
  if (orderItemIds.length === 0) return [];
  const rows = await db
    .select({ orderItemId: stockItems.orderItemId, variantId: stockItems.variantId, secret: stockItems.secret })
    .from(stockItems)
    .where(and(inArray(stockItems.orderItemId, orderItemIds), eq(stockItems.status, 'delivered')))
    .orderBy(asc(stockItems.id));
  return rows.map((row) => ({ ...row, orderItemId: row.orderItemId! }));
}

export async function addSold(productId: number, quantity: number, db: Executor): Promise<void> {
  await db
    .update(accountProducts)
    .set({ soldCount: sql`${accountProducts.soldCount} + ${quantity}` })
    .where(eq(accountProducts.id, productId));
}
