import * as z from 'zod';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';
import { MAX_STOCK_LINES } from '@/lib/commerce/stock-lines';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';

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
