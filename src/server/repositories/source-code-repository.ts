import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { SourceCodeSort } from '@/lib/commerce/source-code-filters';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db/client';
import {
  sourceCodeFilterGroups,
  sourceCodeFilters,
  sourceCodeProductFilters,
  sourceCodePurchases,
  sourceCodes,
  type SourceCode,
} from '../db/schema/source-codes';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';
import { localized } from '../i18n/localized';

/** Database access for source-code products, their facets and download rights. */

function sourceCodePublished(now: Date = new Date()): SQL {
  return and(isNotNull(sourceCodes.publishedAt), lte(sourceCodes.publishedAt, now))!;
}

export interface SourceCodeSearch {
  keyword?: string;
  language: Locale;
  /** Facet ids: any of a group's chosen options, and every group chosen (AND across groups). */
  filterIdsByGroup: number[][];
  price?: 'free' | 'paid';
  sort: SourceCodeSort;
  limit: number;
  offset: number;
}

const ORDER: Record<SourceCodeSort, SQL[]> = {
  newest: [desc(sourceCodes.publishedAt), desc(sourceCodes.id)],
  popular: [desc(sourceCodes.salesCount), desc(sourceCodes.publishedAt), asc(sourceCodes.id)],
  price_asc: [asc(sourceCodes.priceVnd), desc(sourceCodes.salesCount), asc(sourceCodes.id)],
  price_desc: [desc(sourceCodes.priceVnd), desc(sourceCodes.salesCount), asc(sourceCodes.id)],
};

export async function search(
  filters: SourceCodeSearch,
  db: Executor = getDb(),
): Promise<{ rows: SourceCode[]; total: number }> {
  const conditions: SQL[] = [sourceCodePublished()];
  if (filters.keyword) {
    conditions.push(
      keywordCondition(filters.keyword, [
        localized(sourceCodes.titleEn, sourceCodes.titleVi, filters.language),
        localized(sourceCodes.shortDescriptionEn, sourceCodes.shortDescriptionVi, filters.language),
        sql`array_to_string(${sourceCodes.techStack}, ' ')`,
      ]),
    );
  }
  for (const ids of filters.filterIdsByGroup) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(sourceCodeProductFilters)
          .where(
            and(
              eq(sourceCodeProductFilters.sourceCodeId, sourceCodes.id),
              inArray(sourceCodeProductFilters.filterId, ids),
            ),
          ),
      ),
    );
  }
  if (filters.price === 'free') conditions.push(eq(sourceCodes.priceVnd, 0));
  if (filters.price === 'paid') conditions.push(gt(sourceCodes.priceVnd, 0));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(sourceCodes)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(sourceCodes).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

/** Slug and publication date of every published product (the sitemap). */
export async function listPublishedSlugs(
  db: Executor = getDb(),
): Promise<{ slug: string; publishedAt: Date | null }[]> {
  return db
    .select({ slug: sourceCodes.slug, publishedAt: sourceCodes.publishedAt })
    .from(sourceCodes)
    .where(sourceCodePublished())
    .orderBy(asc(sourceCodes.id));
}

export async function findById(id: number, db: Executor = getDb()): Promise<SourceCode | null> {
  const [row] = await db
    .select()
    .from(sourceCodes)
    .where(and(eq(sourceCodes.id, id), sourceCodePublished()))
    .limit(1);
  return row ?? null;
}

export async function findBySlug(slug: string, db: Executor = getDb()): Promise<SourceCode | null> {
  const [row] = await db
    .select()
    .from(sourceCodes)
    .where(and(eq(sourceCodes.slug, slug), sourceCodePublished()))
    .limit(1);
  return row ?? null;
}

export interface FilterRow {
  groupId: number;
  groupSlug: string;
  groupNameEn: string;
  groupNameVi: string;
  id: number;
  slug: string;
  nameEn: string;
  nameVi: string;
}

const filterColumns = {
  groupId: sourceCodeFilterGroups.id,
  groupSlug: sourceCodeFilterGroups.slug,
  groupNameEn: sourceCodeFilterGroups.nameEn,
  groupNameVi: sourceCodeFilterGroups.nameVi,
  id: sourceCodeFilters.id,
  slug: sourceCodeFilters.slug,
  nameEn: sourceCodeFilters.nameEn,
  nameVi: sourceCodeFilters.nameVi,
};

/** Every facet with its group, in display order. */
export async function listFilters(db: Executor = getDb()): Promise<FilterRow[]> {
  return db
    .select(filterColumns)
    .from(sourceCodeFilters)
    .innerJoin(sourceCodeFilterGroups, eq(sourceCodeFilterGroups.id, sourceCodeFilters.groupId))
    .orderBy(asc(sourceCodeFilterGroups.position), asc(sourceCodeFilters.position), asc(sourceCodeFilters.id));
}

/** The facets of one product, in display order. */
export async function listProductFilters(sourceCodeId: number, db: Executor = getDb()): Promise<FilterRow[]> {
  return db
    .select(filterColumns)
    .from(sourceCodeProductFilters)
    .innerJoin(sourceCodeFilters, eq(sourceCodeFilters.id, sourceCodeProductFilters.filterId))
    .innerJoin(sourceCodeFilterGroups, eq(sourceCodeFilterGroups.id, sourceCodeFilters.groupId))
    .where(eq(sourceCodeProductFilters.sourceCodeId, sourceCodeId))
    .orderBy(asc(sourceCodeFilterGroups.position), asc(sourceCodeFilters.position));
}

export async function isPurchased(userId: string, sourceCodeId: number, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: sourceCodePurchases.id })
    .from(sourceCodePurchases)
    .where(and(eq(sourceCodePurchases.userId, userId), eq(sourceCodePurchases.sourceCodeId, sourceCodeId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A product the user bought, published or not: a purchase stays downloadable after the
 * product leaves the shop.
 */
export async function findPurchased(userId: string, id: number, db: Executor = getDb()): Promise<SourceCode | null> {
  const [row] = await db
    .select({ product: sourceCodes })
    .from(sourceCodes)
    .innerJoin(sourceCodePurchases, eq(sourceCodePurchases.sourceCodeId, sourceCodes.id))
    .where(and(eq(sourceCodes.id, id), eq(sourceCodePurchases.userId, userId)))
    .limit(1);
  return row?.product ?? null;
}

/** Takes back the download rights an order gave (it was refunded); how many were removed. */
export async function revokeByOrder(orderId: string, db: Executor): Promise<number> {
  const removed = await db
    .delete(sourceCodePurchases)
    .where(eq(sourceCodePurchases.orderId, orderId))
    .returning({ sourceCodeId: sourceCodePurchases.sourceCodeId });
  for (const { sourceCodeId } of removed) {
    await db
      .update(sourceCodes)
      .set({ salesCount: sql`greatest(${sourceCodes.salesCount} - 1, 0)` })
      .where(eq(sourceCodes.id, sourceCodeId));
  }
  return removed.length;
}

/** Grants the download right once (a repeat changes nothing); true when it was new. */
export async function grant(
  values: { userId: string; sourceCodeId: number; orderId: string },
  db: Executor = getDb(),
): Promise<boolean> {
  const inserted = await db
    .insert(sourceCodePurchases)
    .values(values)
    .onConflictDoNothing({ target: [sourceCodePurchases.userId, sourceCodePurchases.sourceCodeId] })
    .returning({ id: sourceCodePurchases.id });
  if (inserted.length === 0) return false;
  await db
    .update(sourceCodes)
    .set({ salesCount: sql`${sourceCodes.salesCount} + 1` })
    .where(eq(sourceCodes.id, values.sourceCodeId));
  return true;
}
