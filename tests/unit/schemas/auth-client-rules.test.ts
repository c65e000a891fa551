import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
} from '@/schemas/auth';

describe('account schemas', () => {
  it('trims emails and checks their shape', () => {
    expect(emailSchema.parse('  an@example.com ')).toBe('an@example.com');
    expect(emailSchema.safeParse('an@').success).toBe(false);
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@x.io`).success).toBe(false);
  });

  it(`accepts passwords of ${PASSWORD_MIN_LENGTH}..${PASSWORD_MAX_LENGTH} characters, spaces included`, () => {
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MIN_LENGTH - 1)).success).toBe(false);
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(passwordSchema.safeParse('a long passphrase with spaces '.repeat(4)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH + 1)).success).toBe(false);
  });

  it('register: trims the name, 1..100 characters', () => {
    expect(registerSchema.parse({ email: 'an@example.com', name: '  An  ', password: 'long enough' }).name).toBe('An');
    expect(registerSchema.safeParse({ email: 'an@example.com', name: '   ', password: 'long enough' }).success).toBe(
      false,
    );
    expect(
      registerSchema.safeParse({ email: 'an@example.com', name: 'x'.repeat(101), password: 'long enough' }).success,
    ).toBe(false);
  });

  it('login: any non-empty password (the length rules are for choosing one)', () => {
    expect(loginSchema.safeParse({ email: 'an@example.com', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'an@example.com', password: '' }).success).toBe(false);
  });

  it('profile update: every field optional and nullable, unknown fields rejected', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ name: null, phone: ' +84 912 345 678 ', address: undefined })).toEqual({
      name: null,
      phone: '+84 912 345 678',
      address: undefined,
    });
    expect(profileUpdateSchema.safeParse({ name: '' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ email: 'other@example.com' }).success).toBe(false);
  });

  it('change and reset password apply the password rules to the new one only', () => {
    expect(changePasswordSchema.safeParse({ current_password: 'x', new_password: 'long enough' }).success).toBe(true);
    expect(changePasswordSchema.safeParse({ current_password: 'x', new_password: 'short' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ password: 'long enough', token: '' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ password: 'long enough', token: 't' }).success).toBe(true);
  });
});
