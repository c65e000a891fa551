import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { getDb } from '../db/client';
import {
  accountOptions,
  accountOptionValues,
  accountProducts,
  accountVariants,
  stockItems,
  type AccountProduct,
  type AccountVariant,
} from '../db/schema/account-store';
import { orderItems } from '../db/schema/orders';
import type { Executor } from '../db/types';

/**
 * Database access for writing account-store products in the back office: the product row
 * (whatever its state), its options and values with their ids, and its variants. Reads of
 * stock counts live in admin-stock-repository.ts.
 */

type NewAccountProduct = typeof accountProducts.$inferInsert;
export type AccountProductChanges = Partial<Omit<NewAccountProduct, 'id' | 'createdAt' | 'soldCount'>>;

export async function findById(id: number, db: Executor = getDb()): Promise<AccountProduct | null> {
  const [row] = await db.select().from(accountProducts).where(eq(accountProducts.id, id)).limit(1);
  return row ?? null;
}

/** The product locked: writes to one product (and its options and variants) queue up. */
export async function findByIdForUpdate(id: number, db: Executor): Promise<AccountProduct | null> {
  const [row] = await db.select().from(accountProducts).where(eq(accountProducts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function slugTaken(slug: string, exceptId: number | null, db: Executor): Promise<boolean> {
  const bySlug = eq(accountProducts.slug, slug);
  const [row] = await db
    .select({ id: accountProducts.id })
    .from(accountProducts)
    .where(exceptId === null ? bySlug : and(bySlug, ne(accountProducts.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insert(values: NewAccountProduct, db: Executor): Promise<AccountProduct> {
  const [row] = await db.insert(accountProducts).values(values).returning();
  return row!;
}

export async function update(id: number, values: AccountProductChanges, db: Executor): Promise<AccountProduct> {
  const [row] = await db.update(accountProducts).set(values).where(eq(accountProducts.id, id)).returning();
  return row!;
}

interface StoredValue {
  id: number;
  code: string;
  labelEn: string;
  labelVi: string;
  position: number;
}

export interface StoredOption {
  id: number;
  nameEn: string;
  nameVi: string;
  position: number;
  values: StoredValue[];
}

/** The product's options with their values (ids included), both in display order. */
export async function listOptions(productId: number, db: Executor = getDb()): Promise<StoredOption[]> {
  const [options, values] = await Promise.all([
    db
      .select()
      .from(accountOptions)
      .where(eq(accountOptions.productId, productId))
      .orderBy(asc(accountOptions.position)),
    db
      .select()
      .from(accountOptionValues)
      .where(eq(accountOptionValues.productId, productId))
      .orderBy(asc(accountOptionValues.position)),
  ]);
  return options.map((option) => ({
    id: option.id,
    nameEn: option.nameEn,
    nameVi: option.nameVi,
    position: option.position,
    values: values
      .filter((value) => value.optionId === option.id)
      .map(({ id, code, labelEn, labelVi, position }) => ({ id, code, labelEn, labelVi, position })),
  }));
}

export async function insertOption(
  productId: number,
  option: { nameEn: string; nameVi: string; position: number },
  db: Executor,
): Promise<number> {
  const [row] = await db
    .insert(accountOptions)
    .values({ productId, ...option })
    .returning({ id: accountOptions.id });
  return row!.id;
}

export async function renameOption(id: number, name: { nameEn: string; nameVi: string }, db: Executor): Promise<void> {
  await db.update(accountOptions).set(name).where(eq(accountOptions.id, id));
}

export async function insertValues(
  productId: number,
  optionId: number,
  values: readonly { code: string; labelEn: string; labelVi: string; position: number }[],
  db: Executor,
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(accountOptionValues).values(values.map((value) => ({ productId, optionId, ...value })));
}

export async function updateValue(
  id: number,
  value: Partial<{ labelEn: string; labelVi: string; position: number }>,
  db: Executor,
): Promise<void> {
  await db.update(accountOptionValues).set(value).where(eq(accountOptionValues.id, id));
}

export async function deleteValues(ids: readonly number[], db: Executor): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(accountOptionValues).where(inArray(accountOptionValues.id, [...ids]));
}

/** Every variant of the product (active or not). */
export async function listVariants(productId: number, db: Executor): Promise<AccountVariant[]> {
  return db
    .select()
    .from(accountVariants)
    .where(eq(accountVariants.productId, productId))
    .orderBy(asc(accountVariants.id));
}

export async function insertVariants(
  productId: number,
  variants: readonly Pick<AccountVariant, 'combinationKey' | 'priceVnd' | 'compareAtPriceVnd' | 'isActive'>[],
  db: Executor,
): Promise<void> {
  if (variants.length === 0) return;
  await db.insert(accountVariants).values(variants.map((variant) => ({ productId, ...variant })));
}

export async function updateVariant(
  id: number,
  values: Partial<Pick<AccountVariant, 'priceVnd' | 'compareAtPriceVnd' | 'isActive'>>,
  db: Executor,
): Promise<void> {
  await db.update(accountVariants).set(values).where(eq(accountVariants.id, id));
}

export async function deleteVariants(ids: readonly number[], db: Executor): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(accountVariants).where(inArray(accountVariants.id, [...ids]));
}

/**
 * Which of the variants hold stock (of any status: a delivered or refunded item is a
 * buyer's) or were ever ordered: removing them would lose what was sold or stocked.
 */
export async function listInUse(ids: readonly number[], db: Executor = getDb()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [stocked, ordered] = await Promise.all([
    db
      .selectDistinct({ id: stockItems.variantId })
      .from(stockItems)
      .where(inArray(stockItems.variantId, [...ids])),
    db
      .selectDistinct({ id: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.variantId, [...ids])),
  ]);
  return new Set([...stocked, ...ordered].map((row) => row.id!));
}
