import * as z from 'zod';
import {
  COMBINATION_KEY_PATTERN,
  COMBINATION_SEPARATOR,
  OPTION_VALUE_CODE_PATTERN,
} from '@/lib/commerce/combination-key';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';
import { MAX_STOCK_LINES } from '@/lib/commerce/stock-lines';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';
import { bilingualText, MAX_PRICE_VND, slugSchema, sitePictureSchema } from './admin-content-fields';

/** Request schemas of the back office's account store. */

/** Stock to add to a variant: one item per line (src/lib/commerce/stock-lines.ts). */
export const stockImportBodySchema = z.object({
  lines: z
    .array(z.string().max(2_000))
    .min(1)
    .max(MAX_STOCK_LINES)
    .describe(
      'One item per line: a code, or `username,password` (CSV quoting, or a tab between the two). Blank lines are left out.',
    ),
});
export type StockImportInput = z.output<typeof stockImportBodySchema>;

export const adminAccountStoresQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText,
  type: z.preprocess(blankAsMissing, z.enum(ACCOUNT_STORE_TYPES).optional()),
});
export type AdminAccountStoresQuery = z.output<typeof adminAccountStoresQuerySchema>;

const vnd = z.int().positive().max(2_000_000_000);

/** A variant's editable fields; each one left out stays as it is. */
export const variantUpdateBodySchema = z
  .strictObject({
    price_vnd: vnd.optional(),
    compare_at_price_vnd: vnd.nullable().optional().describe('The "was" price shown struck through; null for none.'),
    is_active: z.boolean().optional().describe('On sale: an inactive variant cannot be ordered.'),
    low_stock_threshold: z
      .int()
      .min(0)
      .max(100_000)
      .nullable()
      .optional()
      .describe('At or below this many items for sale, the variant shows on the dashboard and mails the team once.'),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Change at least one field.' });
export type VariantUpdateInput = z.output<typeof variantUpdateBodySchema>;

/** At most this many options per product, values per option and combinations in all. */
const MAX_ACCOUNT_OPTIONS = 3;
const MAX_OPTION_VALUES = 20;
export const MAX_ACCOUNT_VARIANTS = 100;

const ACCOUNT_PRODUCT_STATUSES = ['draft', 'published'] as const;
export type AccountProductStatus = (typeof ACCOUNT_PRODUCT_STATUSES)[number];

const optionValueSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(OPTION_VALUE_CODE_PATTERN, { error: 'Use lower-case letters, digits and single hyphens.' })
    .describe(
      'Names the value in combination keys: unique within the product, and fixed once saved (a variant key is made of codes).',
    ),
  label: bilingualText(100),
});

const optionSchema = z.object({
  name: bilingualText(100),
  values: z.array(optionValueSchema).min(1).max(MAX_OPTION_VALUES),
});

const featuresSchema = z
  .object({
    en: z.array(z.string().trim().min(1).max(200)).max(20),
    vi: z.array(z.string().trim().min(1).max(200)).max(20),
  })
  .describe('What the plan includes, one line each, per language.');

const variantInputSchema = z.object({
  combination_key: z
    .string()
    .trim()
    .max(200)
    .regex(COMBINATION_KEY_PATTERN, { error: 'Use the values’ codes joined by "_".' })
    .describe("One value code per option, joined by `_` (any order: it is stored in the options' order)."),
  price_vnd: z.int().positive().max(MAX_PRICE_VND),
  compare_at_price_vnd: z
    .int()
    .positive()
    .max(MAX_PRICE_VND)
    .nullable()
    .optional()
    .describe('The "was" price shown struck through, above the price; null for none.'),
  is_active: z.boolean().optional().describe('On sale (default for a new variant: true).'),
});
export type VariantInput = z.output<typeof variantInputSchema>;

/** Value codes are unique within a product (not just their option): a key names its values by code alone. */
function refineUniqueCodes(options: readonly z.output<typeof optionSchema>[] | undefined, context: z.RefinementCtx) {
  const seen = new Set<string>();
  options?.forEach((option, index) =>
    option.values.forEach((value, position) => {
      if (seen.has(value.code)) {
        context.addIssue({
          code: 'custom',
          path: ['options', index, 'values', position, 'code'],
          message: `The code "${value.code}" is already used by another value of this product.`,
        });
      }
      seen.add(value.code);
    }),
  );
}

function refineUniqueKeys(variants: readonly VariantInput[] | undefined, context: z.RefinementCtx) {
  const seen = new Set<string>();
  variants?.forEach((variant, index) => {
    const key = variant.combination_key.split(COMBINATION_SEPARATOR).sort().join(COMBINATION_SEPARATOR);
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: ['variants', index, 'combination_key'],
        message: 'This combination is listed twice.',
      });
    }
    seen.add(key);
  });
}

const productFields = {
  slug: slugSchema,
  type: z.enum(ACCOUNT_STORE_TYPES),
  provider: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe("The service's own name (Duolingo, Notion…), the same in both languages."),
  title: bilingualText(200),
  short_description: bilingualText(500, { required: false }),
  description: bilingualText(20_000, { required: false }),
  features: featuresSchema,
  thumbnail: sitePictureSchema,
  delivery_kind: z
    .enum(['code', 'credentials'])
    .describe('What one stock item is: a code, or a username and password.'),
  is_featured: z.boolean().describe("Shown on the store's dashboard."),
  status: z.enum(ACCOUNT_PRODUCT_STATUSES).describe('draft: not listed, not sold · published: in the store.'),
  options: z
    .array(optionSchema)
    .min(1)
    .max(MAX_ACCOUNT_OPTIONS)
    .describe('What a buyer picks (duration, plan…), in display order; each value has a code.'),
  variants: z.array(variantInputSchema).max(MAX_ACCOUNT_VARIANTS),
};

export const createAccountProductBodySchema = z
  .object({
    ...productFields,
    short_description: productFields.short_description.optional(),
    description: productFields.description.optional(),
    features: productFields.features.optional(),
    thumbnail: productFields.thumbnail.optional(),
    is_featured: productFields.is_featured.default(false),
    status: productFields.status.default('draft'),
    variants: productFields.variants.describe(
      'One per combination of option values (their cartesian product), each with its price: a combination left out is refused, naming it.',
    ),
  })
  .superRefine((body, context) => {
    refineUniqueCodes(body.options, context);
    refineUniqueKeys(body.variants, context);
  });
export type CreateAccountProductInput = z.output<typeof createAccountProductBodySchema>;

export const updateAccountProductBodySchema = z
  .object({
    ...productFields,
    options: productFields.options.describe(
      'Every option as it should be, in the same order and number as saved (each option keeps its place: variant keys follow it). A value is known by its code, which cannot change: a new code adds a value (and its combinations, which `variants` must price), a code left out removes the value and its variants, refused when one of them has stock or was ordered (turn those variants off instead). Labels and names may change freely.',
    ),
    variants: productFields.variants.describe(
      'Variants to set, by combination key: every new combination must be here with its price; an existing one left out keeps its fields (and `compare_at_price_vnd` / `is_active` left out keep theirs).',
    ),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' })
  .superRefine((body, context) => {
    refineUniqueCodes(body.options, context);
    refineUniqueKeys(body.variants, context);
  });
export type UpdateAccountProductInput = z.output<typeof updateAccountProductBodySchema>;
