import * as z from 'zod';
import { langQuerySchema } from './catalog';

/**
 * Query and path schemas of the blog calls (spec §7 "Contact and blog"). The posts page reads
 * the same parameters from its URL with src/lib/content/post-filters.ts.
 */

export const POSTS_PAGE_SIZE = 9;
const MAX_POSTS_PAGE_SIZE = 50;
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const postSearchQuerySchema = langQuerySchema.extend({
  // NUL is dropped: no one searches for it, and PostgreSQL text cannot hold it.
  keyword: z.preprocess(
    (value) => blankAsMissing(typeof value === 'string' ? value.replace(/\0/g, '') : value),
    z.string().trim().max(100).optional(),
  ),
  // Spec §5: the "all" tab means no category filter. A category is named by its slug or id.
  category: z.preprocess(
    (value) => (blankAsMissing(value) === undefined || value === 'all' ? undefined : value),
    z
      .string()
      .max(100)
      .regex(/^(?:\d+|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'Invalid category')
      .optional(),
  ),
  page: z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(10_000).default(1)),
  page_size: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().positive().max(MAX_POSTS_PAGE_SIZE).default(POSTS_PAGE_SIZE),
  ),
});
export type PostSearchQuery = z.output<typeof postSearchQuerySchema>;

export const postSlugQuerySchema = langQuerySchema.extend({
  slug: z.string().max(200).regex(POST_SLUG_PATTERN, 'Invalid slug'),
});
