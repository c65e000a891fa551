import * as z from 'zod';
import { COMBINATION_KEY_PATTERN } from '@/lib/commerce/combination-key';
import {
  ACCOUNT_STORE_PAGE_SIZE,
  ACCOUNT_STORE_TYPES,
  MAX_LIST_PAGE_SIZE,
  PRODUCT_TYPES,
  SOURCE_CODE_PAGE_SIZE,
} from '@/lib/commerce/product-types';
import { SOURCE_CODE_SORTS, DEFAULT_SOURCE_CODE_SORT } from '@/lib/commerce/source-code-filters';
import { langQuerySchema } from './catalog';

/** Request schemas of the commerce calls: orders, payments, source codes, the account store. */

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const MAX_ID = 2_147_483_647;
const databaseId = z.coerce.number().int().positive().max(MAX_ID);
const page = z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(10_000).default(1));
const keyword = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(100).optional(),
);
const slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug');
const combinationKey = z.string().max(200).regex(COMBINATION_KEY_PATTERN, 'Invalid combination key');

const MAX_ORDER_ITEMS = 10;

const orderLine = z
  .strictObject({
    product_type: z.enum(PRODUCT_TYPES),
    product_id: z.number().int().positive().max(MAX_ID),
    combination_key: combinationKey.optional(),
  })
  .check((ctx) => {
    const needsKey = ctx.value.product_type === 'ACCOUNT_STORE';
    if (needsKey && ctx.value.combination_key === undefined) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['combination_key'],
        message: 'Required for ACCOUNT_STORE items',
      });
    }
    if (!needsKey && ctx.value.combination_key !== undefined) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['combination_key'],
        message: 'Only ACCOUNT_STORE items have variants',
      });
    }
  });

/** POST /api/orders: what to buy; prices come from the database, never from here. */
export const createOrderBodySchema = z.strictObject({
  items: z
    .array(orderLine)
    .min(1)
    .max(MAX_ORDER_ITEMS)
    .check((ctx) => {
      const seen = new Set<string>();
      ctx.value.forEach((line, index) => {
        const key = `${line.product_type}:${line.product_id}:${line.combination_key ?? ''}`;
        if (seen.has(key)) {
          ctx.issues.push({ code: 'custom', input: line, path: [index], message: 'Listed twice' });
        }
        seen.add(key);
      });
    }),
});
export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

export const orderIdQuerySchema = langQuerySchema.extend({ id: z.uuid({ error: 'Invalid order id' }) });

export const pageQuerySchema = z.object({
  page,
  page_size: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(10)),
});

/** `?ids=1,2` and `?ids=1&ids=2` alike; blanks dropped; an empty list is no filter. */
const idList = z.preprocess((value) => {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  const ids = parts.map((part) => part.trim()).filter((part) => part !== '');
  return ids.length > 0 ? ids : undefined;
}, z.array(databaseId).max(50).optional());

export const sourceCodeSearchQuerySchema = langQuerySchema.extend({
  keyword,
  filter_ids: idList,
  price: z.preprocess(blankAsMissing, z.enum(['free', 'paid']).optional()),
  sort: z.preprocess(blankAsMissing, z.enum(SOURCE_CODE_SORTS).default(DEFAULT_SOURCE_CODE_SORT)),
  page,
  page_size: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().positive().max(MAX_LIST_PAGE_SIZE).default(SOURCE_CODE_PAGE_SIZE),
  ),
});
export type SourceCodeSearchQuery = z.output<typeof sourceCodeSearchQuerySchema>;

export const productIdQuerySchema = langQuerySchema.extend({ id: databaseId });
export const productSlugQuerySchema = langQuerySchema.extend({ slug });

/** The signed download link's parameters (src/server/commerce/download-link.ts). */
export const signedFileQuerySchema = z.object({
  id: databaseId,
  u: z.uuid({ error: 'Invalid link' }),
  e: z.coerce.number().int().positive(),
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link'),
});

export const accountStoreSearchQuerySchema = langQuerySchema.extend({
  page,
  limit: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().positive().max(MAX_LIST_PAGE_SIZE).default(ACCOUNT_STORE_PAGE_SIZE),
  ),
  // Spec §2: learning | work | entertainment | storage; empty = all.
  type: z.preprocess(blankAsMissing, z.enum(ACCOUNT_STORE_TYPES).optional()),
  keyword,
});
export type AccountStoreSearchQuery = z.output<typeof accountStoreSearchQuerySchema>;

export const accountVariantQuerySchema = productIdQuerySchema.extend({ combination_key: combinationKey });

/** The sandbox gateway's decision on a payment it was sent (the signed vnp_* parameters). */
export const sandboxDecisionBodySchema = z.strictObject({
  params: z.record(z.string().regex(/^vnp_[A-Za-z]+$/), z.string().max(1000)),
  decision: z
    .enum(['approve', 'cancel', 'approve_without_notice'])
    .describe('approve_without_notice: the money moves but the IPN is lost (to try "check with the gateway").'),
});
