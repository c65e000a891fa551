/**
 * The accounts calls' reply shapes (spec §3 User, DESIGN.md §4 login): zod schemas with
 * their types inferred, documented by the API reference. The server builds them
 * (src/server/auth/user-dto.ts, src/server/services/auth); browser code may import the
 * types only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { USER_ROLES } from './user-roles';

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    fullName: z.string().describe("The same as `name` (the spec's alias)."),
    phone: z.string().nullable(),
    phoneNumber: z.string().nullable().describe("The same as `phone` (the spec's alias)."),
    job_title: z.string().nullable(),
    address: z.string().nullable(),
    role: z.enum(USER_ROLES),
    email_verified: z.boolean(),
  })
  .meta({ id: 'User', description: 'The `user` of every auth reply (spec §3 User plus account fields).' });
export type UserDto = z.infer<typeof userSchema>;

const loginReplyShape = {
  id: z.uuid().describe("The user's id."),
  token: z
    .string()
    .describe('The session JWT: send it as `Authorization: Bearer` (it also rides in the `token` cookie).'),
  user: userSchema,
};

export const loginReplySchema = z.object(loginReplyShape).meta({ id: 'LoginReply' });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const googleLoginReplySchema = z
  .object({
    ...loginReplyShape,
    redirect_url: z.string().nullable().describe('The page the sign-in started from, to return to.'),
  })
  .meta({ id: 'GoogleLoginReply' });

export const googleLoginUrlSchema = z
  .object({
    login_url: z.string().describe("Google's authorization URL, with the state bound to the oauth_state cookie."),
  })
  .meta({ id: 'GoogleLoginUrl' });

export const emailVerifiedSchema = z
  .object({ verified: z.literal(true), email: z.string() })
  .meta({ id: 'EmailVerified' });

export const passwordChangedSchema = z.object({ changed: z.literal(true) }).meta({ id: 'PasswordChanged' });

export const passwordResetSchema = z.object({ reset: z.literal(true) }).meta({ id: 'PasswordReset' });
