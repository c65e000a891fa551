/**
 * The back office's account-store replies (DESIGN.md §9): read by the server and the admin
 * pages. Stock is only ever counted here: items are never answered in plain text.
 */
import * as z from 'zod';
import { bilingualSchema, timestampSchema, vndSchema } from '@/lib/api/reply-field-types';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';

const stockCountsSchema = z.object({
  available: z.int().min(0).describe('For sale.'),
  reserved: z.int().min(0).describe('Held by unpaid orders.'),
  delivered: z.int().min(0).describe('Handed to buyers.'),
});
export type StockCounts = z.infer<typeof stockCountsSchema>;

export const stockImportSchema = z
  .object({
    added: z.int().min(0).describe('New items put on sale.'),
    skipped: z
      .int()
      .min(0)
      .describe('Lines left out as duplicates: of an earlier line, or of an item the variant holds or has sold.'),
    stock: stockCountsSchema.describe("The variant's stock after the import."),
  })
  .meta({
    id: 'StockImport',
    description: "What an import added to a variant's stock. Items are never answered in plain text.",
  });
export type StockImport = z.infer<typeof stockImportSchema>;

const variantFieldsSchema = z.object({
  id: z.int(),
  price_vnd: vndSchema,
  compare_at_price_vnd: vndSchema.nullable(),
  is_active: z.boolean(),
  low_stock_threshold: z
    .int()
    .min(0)
    .nullable()
    .describe('At or below this many items for sale, it shows on the dashboard and mails the team once.'),
});

export const adminAccountVariantUpdateSchema = variantFieldsSchema.meta({
  id: 'AdminAccountVariantUpdate',
  description: "A variant's editable fields, as saved.",
});
export type AdminAccountVariantUpdate = z.infer<typeof adminAccountVariantUpdateSchema>;

const adminAccountVariantSchema = variantFieldsSchema.extend({
  combination_key: z.string().describe('The option values it stands for, e.g. `1-month_solo`.'),
  label: z.object({ en: z.string(), vi: z.string() }).describe("The option values' labels, joined."),
  stock: stockCountsSchema,
});
export type AdminAccountVariant = z.infer<typeof adminAccountVariantSchema>;

export const adminAccountProductSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    type: z.enum(ACCOUNT_STORE_TYPES),
    title: z.object({ en: z.string(), vi: z.string() }),
    delivery_kind: z
      .enum(['code', 'credentials'])
      .describe('What one stock item is: a code, or a username and password.'),
    published: z.boolean(),
    variants: z.array(adminAccountVariantSchema),
  })
  .meta({
    id: 'AdminAccountProduct',
    description: 'An account-store product with its variants and their stock counts.',
  });
export type AdminAccountProduct = z.infer<typeof adminAccountProductSchema>;

const adminAccountOptionSchema = z.object({
  id: z.int(),
  name: bilingualSchema,
  values: z.array(z.object({ code: z.string(), label: bilingualSchema })),
});

const adminAccountProductVariantSchema = adminAccountVariantSchema.extend({
  removable: z
    .boolean()
    .describe('Neither stock (of any status) nor orders: removing one of its values may remove it.'),
});
export type AdminAccountProductVariant = z.infer<typeof adminAccountProductVariantSchema>;

export const adminAccountProductDetailSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    type: z.enum(ACCOUNT_STORE_TYPES),
    provider: z.string(),
    title: bilingualSchema,
    short_description: bilingualSchema,
    description: bilingualSchema,
    features: z.object({ en: z.array(z.string()), vi: z.array(z.string()) }),
    thumbnail: z.string(),
    delivery_kind: z.enum(['code', 'credentials']),
    is_featured: z.boolean(),
    status: z.enum(['draft', 'published']).describe('draft: not listed, not sold · published: in the store.'),
    published_at: timestampSchema.nullable(),
    created_at: timestampSchema,
    sold_count: z.int().min(0),
    options: z.array(adminAccountOptionSchema).describe('In display order, each with its values in display order.'),
    variants: z.array(adminAccountProductVariantSchema).describe('One per combination, with its stock counts.'),
  })
  .meta({
    id: 'AdminAccountProductDetail',
    description:
      'An account-store product with every field, its options and its variants, as the back office edits it.',
  });
export type AdminAccountProductDetail = z.infer<typeof adminAccountProductDetailSchema>;
