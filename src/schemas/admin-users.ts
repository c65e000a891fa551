import * as z from 'zod';
import { USER_ROLES } from '@/lib/auth/user-roles';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';

/** Request schemas of the back office's people (DESIGN.md §9: users). */

/** A yes / no filter in the URL: `true` or `false`, blank = either. */
const yesNoFilter = z.preprocess(blankAsMissing, z.enum(['true', 'false']).optional());

export const adminUsersQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText.describe("Words of the account's name or email."),
  role: z.preprocess(blankAsMissing, z.enum(USER_ROLES).optional()),
  verified: yesNoFilter.describe('true: the email is verified · false: not yet.'),
  disabled: yesNoFilter.describe('true: disabled by an admin · false: enabled.'),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const userIdParamSchema = z.object({ id: z.uuid() });

export const updateUserBodySchema = z
  .strictObject({
    role: z.enum(USER_ROLES).optional().describe('admin: the back office opens to the account · user: it closes.'),
    disabled: z
      .boolean()
      .optional()
      .describe('true: every session ends at once and sign-in is refused · false: the account may sign in again.'),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    error: 'Send role, disabled or both.',
  });
export type UpdateUserBody = z.output<typeof updateUserBodySchema>;
