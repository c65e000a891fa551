import type {
  AccountDashboard,
  AccountDetail,
  AccountStorePage,
  AccountVariantProduct,
} from '@/lib/commerce/account-store-types';
import { canonicalCombinationKey } from '@/lib/commerce/combination-key';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';
import type { Locale } from '@/lib/locales';
import type { AccountStoreSearchQuery } from '@/schemas/commerce';
import type { AccountProduct } from '../../db/schema/account-store';
import { clearTtlCaches, createTtlCache, PUBLIC_READ_TTL_MS } from '../../cache/ttl-cache';
import { AppError } from '../../http/app-error';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import { toCard, toDetail, toVariant } from './account-dto';
import { pageCount, pageWindow } from '../paging';

/** The reads below that only a back-office write changes (products, options, prices): cleared by it. */
const ACCOUNT_STORE_TAG = 'account-store';

// A listing is the same for every visitor; a card's "in stock" may lag by PUBLIC_READ_TTL_MS,
// the variant call (getAccountVariant) and the order read stock afresh.
const listings = createTtlCache<AccountStorePage>({
  ttlMs: PUBLIC_READ_TTL_MS,
  maxEntries: 200,
  tag: ACCOUNT_STORE_TAG,
});

/** GET /api/account-stores: one page of products of a category (or all), by keyword. */
export function listAccounts(query: AccountStoreSearchQuery, language: Locale): Promise<AccountStorePage> {
  const { type = null, keyword = null, page, limit } = query;
  const key = JSON.stringify([language, type, keyword, page, limit]);
  return listings.get(key, () => readAccounts(query, language));
}

async function readAccounts(query: AccountStoreSearchQuery, language: Locale): Promise<AccountStorePage> {
  const { rows, total } = await accountStoreRepository.search({
    type: query.type,
    keyword: query.keyword,
    language,
    ...pageWindow(query.page, query.limit),
  });
  return {
    items: rows.map((row) => toCard(row, language)),
    page: query.page,
    totalPage: pageCount(total, query.limit),
    total,
  };
}

async function findAccount(by: { id: number } | { slug: string }): Promise<AccountProduct> {
  const product =
    'id' in by ? await accountStoreRepository.findById(by.id) : await accountStoreRepository.findBySlug(by.slug);
  if (!product) throw new AppError('NOT_FOUND', 'No such product.');
  return product;
}

// A product page and the dashboard are the same for every visitor, like a listing: a
// variant's stock there may lag by PUBLIC_READ_TTL_MS too. An unknown slug is an error, not kept.
const details = createTtlCache<AccountDetail>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries: 200, tag: ACCOUNT_STORE_TAG });
const dashboards = createTtlCache<AccountDashboard>({
  ttlMs: PUBLIC_READ_TTL_MS,
  maxEntries: 2,
  tag: ACCOUNT_STORE_TAG,
});

/** GET /api/account-stores/slugs/{slug}: the product with its options and every variant's price and stock. */
export function getAccount(slug: string, language: Locale): Promise<AccountDetail> {
  return details.get(JSON.stringify([language, slug]), () => readAccount(slug, language));
}

async function readAccount(slug: string, language: Locale): Promise<AccountDetail> {
  const product = await findAccount({ slug });
  const [options, variants] = await Promise.all([
    accountStoreRepository.listOptions(product.id),
    accountStoreRepository.listVariants(product.id),
  ]);
  return toDetail(product, options, variants, language);
}

/**
 * GET /api/account-stores/{id}/product?combination_key=…: the variant a choice of option
 * values names (in any order), with its price and stock as of at most a second ago; 404
 * when it names none.
 */
export async function getAccountVariant(
  id: number,
  combinationKey: string,
  language: Locale,
): Promise<AccountVariantProduct> {
  const { product, options, variantIds } = await choicesOf(id);
  const key = canonicalCombinationKey(options, combinationKey);
  const variantId = key === null ? undefined : variantIds.get(key);
  const variant = variantId === undefined ? null : await variantNow(variantId);
  if (!variant) throw new AppError('NOT_FOUND', 'No such combination of options.');
  return { product_id: product.id, ...toVariant(variant, options, language) };
}

/**
 * The variant call's price and stock, kept for a second: a buyer picking options sees the
 * stock of at most a second ago (the order reserves from the pool itself, and says when it is
 * empty), and under load each variant is read once a second rather than once per click —
 * on the embedded database, whose queries share the app's one thread, the difference between
 * ~700 and ~2,000 requests a second. This process's own orders clear it at once
 * (stockChanged); other instances' orders show within the second.
 */
const VARIANT_NOW_TTL_MS = 1_000;
const STOCK_TAG = 'account-stock';
const variantsNow = createTtlCache<Awaited<ReturnType<typeof accountStoreRepository.findVariantNow>>>({
  ttlMs: VARIANT_NOW_TTL_MS,
  maxEntries: 1_000,
  tag: STOCK_TAG,
});

function variantNow(variantId: number) {
  return variantsNow.get(String(variantId), () => accountStoreRepository.findVariantNow(variantId));
}

/** Stock was reserved or given back by this process: the variant call reads it afresh. */
export function stockChanged(): void {
  clearTtlCaches(STOCK_TAG);
}

/**
 * A product, its options or its variants were changed in the back office: this process's
 * next reads (listings, pages, the dashboard, choices and the variant call) go to the database.
 */
export function forgetAccountStoreReads(): void {
  clearTtlCaches(ACCOUNT_STORE_TAG);
  clearTtlCaches(STOCK_TAG);
}

interface ProductChoices {
  product: AccountProduct;
  options: Awaited<ReturnType<typeof accountStoreRepository.listOptions>>;
  /** The active variants' ids by canonical combination key. */
  variantIds: Map<string, number>;
}

// A product, its options and which variant a choice names change only with the catalogue:
// kept like a listing. The variant's price and stock are read by its id, kept a second.
const choices = createTtlCache<ProductChoices>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries: 200, tag: ACCOUNT_STORE_TAG });

function choicesOf(id: number): Promise<ProductChoices> {
  return choices.get(String(id), async () => {
    const product = await findAccount({ id });
    const [options, variants] = await Promise.all([
      accountStoreRepository.listOptions(product.id),
      accountStoreRepository.listVariants(product.id),
    ]);
    return { product, options, variantIds: new Map(variants.map((variant) => [variant.combinationKey, variant.id])) };
  });
}

/** GET /api/account-stores/dashboard: how many products each category has, and its featured ones. */
export function getAccountDashboard(language: Locale): Promise<AccountDashboard> {
  return dashboards.get(language, () => readAccountDashboard(language));
}

async function readAccountDashboard(language: Locale): Promise<AccountDashboard> {
  const [counts, featured] = await Promise.all([
    accountStoreRepository.countByType(),
    accountStoreRepository.listFeatured(),
  ]);
  const categories = ACCOUNT_STORE_TYPES.map((type) => ({
    type,
    count: counts.find((row) => row.type === type)?.count ?? 0,
    featured: featured.filter((row) => row.product.type === type).map((row) => toCard(row, language)),
  }));
  return { total: categories.reduce((sum, category) => sum + category.count, 0), categories };
}
