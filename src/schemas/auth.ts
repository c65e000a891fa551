/**
 * Request bodies of the auth calls (spec §7), shared by the API (src/pages/api/auth) and
 * the browser's forms. zod/mini keeps the forms' bundle small. The server alone adds the
 * common-password check (the list is too big to ship to browsers).
 */
import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
/** @internal exported for the tests */
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
// Sign-in fields accept more than a password can be, so an over-long one is simply wrong
// (401 / "incorrect") rather than a form error; the bound only caps hashing work.
const SIGN_IN_PASSWORD_MAX_LENGTH = 1024;

function required(label: string) {
  return { error: `${label} is required.` };
}

/** Trimmed and lower-cased, the way accounts store it. */
export const emailSchema = z.pipe(
  z.string(required('Email')).check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required.')),
  z
    .email({ error: 'Please enter a valid email address.' })
    .check(z.maxLength(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)),
);

/** A new password: length rules only (see the file comment). */
export const passwordSchema = z
  .string(required('Password'))
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

const nameSchema = z
  .string(required('Name'))
  .check(
    z.trim(),
    z.minLength(1, 'Name is required.'),
    z.maxLength(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`),
  );

/** A token from a mailed link (43 base64url characters; bounded so junk is cheap to refuse). */
const tokenSchema = z
  .string(required('Token'))
  .check(z.trim(), z.minLength(1, 'Token is required.'), z.maxLength(512, 'Token is invalid.'));

const unknownFields = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `Unknown field(s): ${(issue.keys as string[]).join(', ')}.` : undefined,
};

export const registerSchema = z.object({
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string(required('Password'))
    .check(z.minLength(1, 'Password is required.'), z.maxLength(SIGN_IN_PASSWORD_MAX_LENGTH, 'Password is too long.')),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** An optional text that may be cleared: '' (after trimming) is stored as no value. */
function optionalText(label: string, max: number) {
  return z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`))),
  );
}

/**
 * PATCH /api/auth/me: every field optional; null or absent leaves the value as it is
 * (spec §7); unknown fields are refused so a typo is not silently dropped.
 */
export const profileUpdateSchema = z.strictObject(
  {
    name: z.optional(z.nullable(nameSchema)),
    phone: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(30, 'Phone must be at most 30 characters.'),
            z.regex(/^(\+?[\d\s().-]+)?$/, 'Please enter a valid phone number.'),
          ),
      ),
    ),
    job_title: optionalText('Job title', 100),
    address: optionalText('Address', 255),
  },
  unknownFields,
);
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const changePasswordSchema = z.object({
  current_password: z
    .string(required('Current password'))
    .check(
      z.minLength(1, 'Current password is required.'),
      z.maxLength(SIGN_IN_PASSWORD_MAX_LENGTH, 'Current password is incorrect.'),
    ),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const resetPasswordSchema = z.object({
  password: passwordSchema,
  token: tokenSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const forgetPasswordSchema = z.object({ email: emailSchema });

/** POST /api/auth/request-verify-mail: `{email}` asks for a new link, `{token}` verifies. */
export const requestVerifyMailSchema = z
  .object({ email: z.optional(emailSchema), token: z.optional(tokenSchema) })
  .check(
    z.refine((value) => (value.email === undefined) !== (value.token === undefined), {
      error: 'Send either email or token.',
    }),
  );

export const googleLoginSchema = z.object({
  code: z.string(required('Code')).check(z.minLength(1, 'Code is required.'), z.maxLength(2048, 'Code is invalid.')),
  state: z.string(required('State')).check(z.minLength(1, 'State is required.'), z.maxLength(512, 'State is invalid.')),
});
export type GoogleLoginInput = z.infer<typeof googleLoginSchema>;
