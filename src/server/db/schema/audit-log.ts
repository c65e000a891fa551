import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every write made in the back office (DESIGN.md §9): who did what to which record, and the
 * record before and after. Written in the same transaction as the write itself, so a change
 * is never made without its row, nor recorded without being made. Rows are never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Kept when the account is deleted: the email below still says who it was.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** `<entity>.<verb>`, e.g. `course.update`, `question.create` (src/lib/admin/audit-actions.ts). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The record's fields before the write; null for a creation. */
    before: jsonb('before'),
    /** The record's fields after the write; null for a deletion. */
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
