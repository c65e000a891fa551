/**
 * Account request bodies (spec §7 "Auth"), shared by the API handlers and the browser's
 * forms so both reject the same input with the same message. The server adds what only it
 * can check (a taken email, a common password, a wrong current password).
 */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
// RFC 5321 caps a forward path at 256 octets including the brackets.
const EMAIL_MAX_LENGTH = 254;
const PROFILE_TEXT_MAX_LENGTH = 255;

export const emailSchema = z
  .string({ message: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Please enter a valid email address.'));

export const passwordSchema = z
  .string({ message: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

const nameSchema = z
  .string({ message: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`);

export const registerSchema = z.object({
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema,
});

export const loginSchema = z.object({
  email: emailSchema,
  // Sign-in checks only presence: the length rules apply when a password is chosen.
  password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.'),
});

const profileText = (label: string) =>
  z
    .string()
    .trim()
    .max(PROFILE_TEXT_MAX_LENGTH, `${label} must be at most ${PROFILE_TEXT_MAX_LENGTH} characters.`)
    .nullable()
    .optional();

/** PATCH /api/auth/me: null or missing fields are left unchanged (spec §5); unknown fields are rejected. */
export const profileUpdateSchema = z.strictObject({
  name: nameSchema.nullable().optional(),
  phone: z
    .string()
    .trim()
    .max(32, 'Phone must be at most 32 characters.')
    .regex(/^[+\d][\d\s().-]*$|^$/, 'Please enter a valid phone number.')
    .nullable()
    .optional(),
  job_title: profileText('Job title'),
  address: profileText('Address'),
});

export const changePasswordSchema = z.object({
  current_password: z
    .string({ message: 'Current password is required.' })
    .min(1, 'Current password is required.'),
  new_password: passwordSchema,
});

export const resetPasswordSchema = z.object({
  password: passwordSchema,
  token: z.string({ message: 'The reset link is invalid.' }).min(1, 'The reset link is invalid.'),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
