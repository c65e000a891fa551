/**
 * The back office's stock replies (DESIGN.md §9): read by the server and the admin pages.
 */
import * as z from 'zod';

const stockCountsSchema = z.object({
  available: z.int().min(0).describe('For sale.'),
  reserved: z.int().min(0).describe('Held by unpaid orders.'),
  delivered: z.int().min(0).describe('Handed to buyers.'),
});

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
