import { randomBytes } from 'node:crypto';
import { combinationKeyOf } from '@/lib/commerce/combination-key';
import { stockIdentity, type StockItem } from '@/lib/commerce/stock-lines';
import { encryptStockSecret, stockFingerprint } from '../../../commerce/stock-cipher';
import {
  accountOptions,
  accountOptionValues,
  accountProducts,
  accountVariants,
  stockItems,
} from '../../schema/account-store';
import type { Executor } from '../../types';
import { ACCOUNT_PRODUCTS, DEFAULT_STOCK, type SeedAccountProduct } from './account-store-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the demo account store, idempotently by slug: an existing product (and its stock,
 * which buyers may hold) is left alone. New products get their options, a variant per
 * combination and a pool of generated DEMO items, encrypted like real stock.
 */
export async function seedAccountStore(db: Executor, now: Date = new Date()): Promise<void> {
  for (const [index, product] of ACCOUNT_PRODUCTS.entries()) {
    const [inserted] = await db
      .insert(accountProducts)
      .values({
        slug: product.slug,
        type: product.type,
        provider: product.provider,
        titleEn: product.title.en,
        titleVi: product.title.vi,
        shortDescriptionEn: product.shortDescription.en,
        shortDescriptionVi: product.shortDescription.vi,
        descriptionEn: product.description.en,
        descriptionVi: product.description.vi,
        featuresEn: product.features.en,
        featuresVi: product.features.vi,
        thumbnail: `/images/accounts/${product.slug}.svg`,
        deliveryKind: product.deliveryKind,
        isFeatured: product.isFeatured,
        soldCount: product.soldCount,
        publishedAt: new Date(now.getTime() - (30 + index) * DAY_MS),
      })
      .onConflictDoNothing({ target: accountProducts.slug })
      .returning({ id: accountProducts.id });
    if (!inserted) continue;
    await seedOptions(db, inserted.id, product);
    await seedVariants(db, inserted.id, product);
  }
}

async function seedOptions(db: Executor, productId: number, product: SeedAccountProduct): Promise<void> {
  for (const [position, option] of product.options.entries()) {
    const [saved] = await db
      .insert(accountOptions)
      .values({ productId, nameEn: option.name.en, nameVi: option.name.vi, position })
      .returning({ id: accountOptions.id });
    await db.insert(accountOptionValues).values(
      option.values.map((value, valuePosition) => ({
        optionId: saved!.id,
        productId,
        code: value.code,
        labelEn: value.label.en,
        labelVi: value.label.vi,
        position: valuePosition,
      })),
    );
  }
}

async function seedVariants(db: Executor, productId: number, product: SeedAccountProduct): Promise<void> {
  for (const codes of combinations(product.options.map((option) => option.values.map((value) => value.code)))) {
    const key = combinationKeyOf(codes);
    const price = product.prices[key];
    if (!price) throw new Error(`seed: ${product.slug} has no price for ${key}`);
    const [variant] = await db
      .insert(accountVariants)
      .values({ productId, combinationKey: key, priceVnd: price.price, compareAtPriceVnd: price.compareAt ?? null })
      .returning({ id: accountVariants.id });
    const stock = price.stock ?? DEFAULT_STOCK;
    if (stock === 0) continue;
    await db.insert(stockItems).values(
      Array.from({ length: stock }, (_, n) => {
        const item = demoItem(product, n);
        return {
          variantId: variant!.id,
          secret: encryptStockSecret(JSON.stringify(item), variant!.id),
          fingerprint: stockFingerprint(stockIdentity(item), variant!.id),
        };
      }),
    );
  }
}

/** Every combination of one value per option, in option order. */
function combinations(values: string[][]): string[][] {
  return values.reduce<string[][]>(
    (all, choices) => all.flatMap((prefix) => choices.map((choice) => [...prefix, choice])),
    [[]],
  );
}

const group = (hex: string) => hex.toUpperCase().match(/.{4}/g)!.join('-');

/** A generated demo item: it says DEMO and opens nothing. */
function demoItem(product: SeedAccountProduct, n: number): StockItem {
  if (product.deliveryKind === 'code') return { code: `DEMO-${group(randomBytes(6).toString('hex'))}` };
  return {
    username: `demo.${product.slug}.${n + 1}.${randomBytes(3).toString('hex')}@accounts.learnhub.local`,
    password: `Demo-${randomBytes(6).toString('base64url')}`,
  };
}
