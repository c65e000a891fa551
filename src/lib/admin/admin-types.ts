/**
 * The back office's reply shapes (DESIGN.md §9) that both the server and the admin pages
 * read. Zod schemas with their types inferred, documented by the API reference; browser code
 * imports the types only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { timestampSchema, vndSchema } from '@/lib/api/reply-field-types';

const periodCountsSchema = z.object({
  today: z.int().min(0),
  last_7_days: z.int().min(0),
  last_30_days: z.int().min(0),
});
export type PeriodCounts = z.infer<typeof periodCountsSchema>;

export const dashboardSchema = z
  .object({
    learners: z.int().min(0).describe('Accounts with the learner role.'),
    sign_ups: periodCountsSchema.describe('New accounts.'),
    enrolments: periodCountsSchema.describe('New enrolments, free and bought.'),
    revenue_vnd: z
      .object({ today: vndSchema, last_7_days: vndSchema, last_30_days: vndSchema })
      .describe('Paid orders, by the time they were paid.'),
    open_chats: z.int().min(0).describe('Conversations still active.'),
    unread_contacts: z.int().min(0).describe('Contact messages nobody has opened yet.'),
    low_stock: z
      .array(
        z.object({
          variant_id: z.int(),
          product_id: z.int(),
          product: z.object({ en: z.string(), vi: z.string() }),
          combination_key: z.string(),
          available: z.int().min(0),
          threshold: z.int().min(0),
        }),
      )
      .describe('Variants on sale at or below their low-stock threshold, emptiest first (at most 20).'),
    generated_at: timestampSchema,
  })
  .meta({
    id: 'AdminDashboard',
    description:
      'Today is the calendar day in Vietnam (UTC+7); the last 7 and 30 days end with today and start at midnight.',
  });
export type AdminDashboard = z.infer<typeof dashboardSchema>;

export const auditEntrySchema = z
  .object({
    id: z.int(),
    actor: z.object({ id: z.uuid().nullable(), email: z.string() }),
    action: z.string().describe('`<entity>.<verb>`, e.g. `course.update`.'),
    entity_type: z.string(),
    entity_id: z.string(),
    before: z.unknown().nullable().describe("The record's fields before the write; null for a creation."),
    after: z.unknown().nullable().describe("The record's fields after the write; null for a deletion."),
    created_at: timestampSchema,
  })
  .meta({ id: 'AuditEntry', description: 'One write made in the back office.' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What waits for the team, counted on the server with every back-office page (the menu shows it). */
export interface AdminCounts {
  /** Contact messages nobody has opened yet. */
  unreadContacts: number;
}
