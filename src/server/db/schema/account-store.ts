import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems } from './orders';

/**
 * The account store (spec §7 "Account store"): subscription and licence products in four
 * categories, their options (duration, plan…), one variant per combination of option
 * values (Shopify-style) with its own price, and a pool of deliverable items per variant.
 */

export const accountStoreType = pgEnum('account_store_type', ['learning', 'work', 'entertainment', 'storage']);
export type AccountStoreType = (typeof accountStoreType.enumValues)[number];

/** What a buyer receives: an activation code, or the login of a ready-made account. */
export const accountDeliveryKind = pgEnum('account_delivery_kind', ['code', 'credentials']);
export type AccountDeliveryKind = (typeof accountDeliveryKind.enumValues)[number];

export const accountProducts = pgTable(
  'account_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    type: accountStoreType('type').notNull(),
    /** The service's own name (Duolingo, Notion…): the same in every language. */
    provider: text('provider').notNull(),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    shortDescriptionEn: text('short_description_en').notNull(),
    shortDescriptionVi: text('short_description_vi').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionVi: text('description_vi').notNull(),
    /** What the plan includes, one line each. */
    featuresEn: text('features_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuresVi: text('features_vi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnail: text('thumbnail').notNull(),
    deliveryKind: accountDeliveryKind('delivery_kind').notNull(),
    /** Shown on the store's dashboard. */
    isFeatured: boolean('is_featured').notNull().default(false),
    // Denormalised for sorting by popularity; the grant keeps it in step.
    soldCount: integer('sold_count').notNull().default(0),
    /** Null = draft: not listed, not sold. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_products_slug_unique').on(table.slug),
    index('account_products_type_idx').on(table.type),
  ],
);

export type AccountProduct = typeof accountProducts.$inferSelect;

/** An option a buyer picks (duration, plan), in display order. */
export const accountOptions = pgTable(
  'account_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => accountProducts.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('account_options_product_position_unique').on(table.productId, table.position)],
);

/**
 * One value of an option. `code` is unique within the product (not just the option), so a
 * combination key is simply the chosen values' codes (src/lib/commerce/combination-key.ts).
 */
export const accountOptionValues = pgTable(
  'account_option_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => accountOptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => accountProducts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    labelEn: text('label_en').notNull(),
    labelVi: text('label_vi').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('account_option_values_product_code_unique').on(table.productId, table.code),
    uniqueIndex('account_option_values_option_position_unique').on(table.optionId, table.position),
  ],
);

/** One sellable combination of option values, keyed by its canonical combination key. */
export const accountVariants = pgTable(
  'account_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => accountProducts.id, { onDelete: 'cascade' }),
    combinationKey: text('combination_key').notNull(),
    priceVnd: integer('price_vnd').notNull(),
    /** The "was" price shown struck through; null = none. */
    compareAtPriceVnd: integer('compare_at_price_vnd'),
    isActive: boolean('is_active').notNull().default(true),
    /** Items for sale at or below which the variant shows on the dashboard and mails the team; null = never. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** When the team was mailed about this variant running low; cleared once it is restocked above. */
    lowStockAlertedAt: timestamp('low_stock_alerted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_variants_product_key_unique').on(table.productId, table.combinationKey),
    check(
      'account_variants_low_stock_threshold',
      sql`${table.lowStockThreshold} is null or ${table.lowStockThreshold} >= 0`,
    ),
    check('account_variants_price_positive', sql`${table.priceVnd} > 0`),
    check(
      'account_variants_compare_at_above_price',
      sql`${table.compareAtPriceVnd} is null or ${table.compareAtPriceVnd} > ${table.priceVnd}`,
    ),
  ],
);

export type AccountVariant = typeof accountVariants.$inferSelect;

/**
 * available: in the pool · reserved: held by a pending order (released when it fails,
 * is cancelled or expires) · delivered: handed to a paid order's buyer · refunded: delivered,
 * then its order was refunded; it was seen, so it never goes back to the pool.
 */
export const stockItemStatus = pgEnum('stock_item_status', ['available', 'reserved', 'delivered', 'refunded']);
export type StockItemStatus = (typeof stockItemStatus.enumValues)[number];

/**
 * The pool of deliverable items (codes or credentials) of a variant. `secret` is the item
 * encrypted with AES-256-GCM (src/server/commerce/stock-cipher.ts): a database dump alone
 * hands out nothing.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => accountVariants.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    /**
     * A keyed hash of the item (stockFingerprint in stock-cipher.ts), so an import can drop
     * what the variant already holds without decrypting its pool. Null on rows stored before
     * it existed, until an import of their variant fills it in.
     */
    fingerprint: text('fingerprint'),
    status: stockItemStatus('status').notNull().default('available'),
    /** The order line holding or owning the item (order_items.id). */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    // Taking from the pool and counting stock read available items of one variant.
    index('stock_items_variant_status_idx').on(table.variantId, table.status),
    index('stock_items_order_item_idx').on(table.orderItemId),
    // One item is sold once: never twice in a variant's pool, whatever its status.
    uniqueIndex('stock_items_variant_fingerprint_unique')
      .on(table.variantId, table.fingerprint)
      .where(sql`${table.fingerprint} is not null`),
    check('stock_items_available_unheld', sql`${table.status} <> 'available' or ${table.orderItemId} is null`),
  ],
);
