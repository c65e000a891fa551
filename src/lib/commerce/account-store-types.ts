/**
 * The account store's reply shapes (spec §7 "Account store"), in the reply's language:
 * zod schemas with their types inferred, documented by the API reference; browser code
 * imports the types only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { vndSchema } from '@/lib/api/reply-field-types';
import { ACCOUNT_STORE_TYPES } from './product-types';

const accountCardShape = {
  id: z.int(),
  slug: z.string(),
  type: z.enum(ACCOUNT_STORE_TYPES),
  provider: z.string(),
  title: z.string(),
  short_description: z.string(),
  thumbnail: z.string(),
  price_from_vnd: vndSchema.describe("The cheapest active variant's price."),
  compare_at_price_vnd: vndSchema.nullable().describe('That variant\'s "was" price, when it has one.'),
  in_stock: z.boolean(),
  sold_count: z.int(),
};

export const accountCardSchema = z.object(accountCardShape).meta({ id: 'AccountCard' });
export type AccountCard = z.infer<typeof accountCardSchema>;

const accountOptionViewSchema = z
  .object({ name: z.string(), values: z.array(z.object({ code: z.string(), label: z.string() })) })
  .meta({ id: 'AccountOption' });
export type AccountOptionView = z.infer<typeof accountOptionViewSchema>;

const accountVariantShape = {
  id: z.int(),
  combination_key: z.string(),
  label: z.string().describe('The chosen values\' labels, e.g. "12 months · Family".'),
  price_vnd: vndSchema,
  compare_at_price_vnd: vndSchema.nullable(),
  stock: z.int().min(0),
  in_stock: z.boolean(),
};

const accountVariantViewSchema = z.object(accountVariantShape).meta({ id: 'AccountVariant' });
export type AccountVariantView = z.infer<typeof accountVariantViewSchema>;

export const accountDetailSchema = z
  .object({
    ...accountCardShape,
    description: z.string(),
    features: z.array(z.string()),
    delivery_kind: z.enum(['code', 'credentials']),
    options: z.array(accountOptionViewSchema),
    variants: z.array(accountVariantViewSchema),
    default_combination_key: z
      .string()
      .describe('The variant to show first: the cheapest one in stock (else the cheapest).'),
  })
  .meta({ id: 'AccountDetail' });
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const accountVariantProductSchema = z
  .object({ ...accountVariantShape, product_id: z.int() })
  .meta({ id: 'AccountVariantProduct' });
export type AccountVariantProduct = z.infer<typeof accountVariantProductSchema>;

export const accountDashboardSchema = z
  .object({
    total: z.int(),
    categories: z.array(
      z.object({ type: z.enum(ACCOUNT_STORE_TYPES), count: z.int(), featured: z.array(accountCardSchema) }),
    ),
  })
  .meta({ id: 'AccountDashboard' });
export type AccountDashboard = z.infer<typeof accountDashboardSchema>;

/** The /account page's data for one search: a page of products. */
export interface AccountStorePage {
  items: AccountCard[];
  page: number;
  totalPage: number;
  total: number;
}
