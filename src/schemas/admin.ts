import * as z from 'zod';

/**
 * Query pieces every back-office list shares (DESIGN.md §9: server-side paging, sort and
 * filters, with the state in the URL), and the audit log's own query. An empty field in
 * the URL (`?q=`) means "not set", as a cleared filter leaves it.
 */

export const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const ADMIN_PAGE_SIZE = 20;
const ADMIN_MAX_PAGE_SIZE = 100;

export const adminPageQuery = {
  page: z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(10_000).default(1)),
  page_size: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().positive().max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  ),
};

/** A free-text search box: trimmed, blank = none. */
export const adminSearchText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().max(200).optional(),
);

/** A calendar day (`2026-11-26`) in a date filter (Vietnam time). */
export const day = z.preprocess(blankAsMissing, z.iso.date().optional());

const AUDIT_SORTS = ['newest', 'oldest'] as const;

export const auditLogQuerySchema = z.object({
  ...adminPageQuery,
  action: z.preprocess(blankAsMissing, z.string().max(100).optional()),
  entity_type: z.preprocess(blankAsMissing, z.string().max(50).optional()),
  entity_id: z.preprocess(blankAsMissing, z.string().max(100).optional()),
  actor: z.preprocess(blankAsMissing, z.uuid().optional()),
  from: day.describe('First day included (Vietnam time).'),
  to: day.describe('Last day included (Vietnam time).'),
  sort: z.preprocess(blankAsMissing, z.enum(AUDIT_SORTS).default('newest')),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
