/**
 * The back office's people replies (DESIGN.md §9): an account as admins see it, with what it
 * bought, learnt, attempted and asked. Never a password hash, token or session secret.
 * Types only for browser code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { bilingualSchema, timestampSchema, vndSchema } from '@/lib/api/reply-field-types';
import { USER_ROLES } from '@/lib/auth/user-roles';
import { adminCertificateSchema } from '@/lib/certificates/certificate-types';
import { ORDER_STATUSES } from '@/lib/commerce/product-types';
import { EXAM_MODES } from '@/lib/exam/exam-modes';

const userFields = {
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  verified: z.boolean().describe('The email address is verified.'),
  disabled: z.boolean().describe('Disabled by an admin: no session, no sign-in.'),
  created_at: timestampSchema,
  last_sign_in_at: timestampSchema.nullable().describe('When its newest session started; null: never.'),
};

export const adminUserListItemSchema = z.object(userFields).meta({ id: 'AdminUserListItem' });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/** A count and the newest few items of one kind. */
function recent<T extends z.ZodType>(item: T) {
  return z.object({ count: z.int().min(0), recent: z.array(item).describe('The newest, at most 10.') });
}

const userOrderSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    status: z.enum(ORDER_STATUSES),
    total_vnd: vndSchema,
    refunded_vnd: vndSchema,
    created_at: timestampSchema,
  })
  .meta({ id: 'AdminUserOrder' });

const userEnrolmentSchema = z
  .object({ course_id: z.int(), slug: z.string(), title: bilingualSchema, created_at: timestampSchema })
  .meta({ id: 'AdminUserEnrolment' });

const userAttemptSchema = z
  .object({
    id: z.int(),
    quiz_id: z.int(),
    quiz_title: bilingualSchema,
    mode: z.enum(EXAM_MODES),
    status: z.enum(['open', 'submitted', 'expired']),
    score: z.number().nullable().describe('Percent right; null while open.'),
    is_pass: z.boolean().nullable(),
    started_at: timestampSchema,
  })
  .meta({ id: 'AdminUserAttempt' });

const userChatSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['active', 'closed']),
    started_at: timestampSchema,
    last_message_at: timestampSchema,
  })
  .meta({ id: 'AdminUserChat' });

export const adminUserSchema = z
  .object({
    ...userFields,
    phone: z.string().nullable(),
    disabled_at: timestampSchema.nullable(),
    has_password: z.boolean().describe('false: the account signs in with Google only.'),
    is_self: z.boolean().describe('The account is the signed-in admin (who cannot disable it).'),
    orders: recent(userOrderSchema),
    enrolments: recent(userEnrolmentSchema),
    attempts: recent(userAttemptSchema),
    chats: recent(userChatSchema),
    certificates: z
      .array(adminCertificateSchema)
      .describe("The account's certificates, newest first, revoked ones too."),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
