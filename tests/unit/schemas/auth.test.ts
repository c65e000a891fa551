import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  profileUpdateSchema,
  registerSchema,
  requestVerifyMailSchema,
} from '@/schemas/auth';

const messages = (result: { success: boolean; error?: z.core.$ZodError }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.') || '(root)', issue.message]));

describe('shared auth schemas', () => {
  it('normalise emails the way accounts are stored', () => {
    expect(z.parse(emailSchema, '  Someone@Example.COM ')).toBe('someone@example.com');
    expect(messages(z.safeParse(emailSchema, 'nope'))).toEqual({ '(root)': 'Please enter a valid email address.' });
  });

  it('bound password lengths to 8..128', () => {
    const base = { email: 'a@example.test', name: 'A' };
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(z.safeParse(registerSchema, { ...base, password: '1234567' }).success).toBe(false);
    expect(z.safeParse(registerSchema, { ...base, password: '12345678' }).success).toBe(true);
    expect(z.safeParse(registerSchema, { ...base, password: 'x'.repeat(128) }).success).toBe(true);
    expect(messages(z.safeParse(registerSchema, { ...base, password: 'x'.repeat(129) }))).toEqual({
      password: 'Password must be at most 128 characters.',
    });
    expect(messages(z.safeParse(changePasswordSchema, { current_password: '', new_password: 'short' }))).toEqual({
      current_password: 'Current password is required.',
      new_password: 'Password must be at least 8 characters.',
    });
  });

  it('let the login form send any non-empty password', () => {
    expect(z.safeParse(loginSchema, { email: 'a@example.test', password: 'x' }).success).toBe(true);
    expect(messages(z.safeParse(loginSchema, { email: 'a@example.test', password: '' }))).toEqual({
      password: 'Password is required.',
    });
  });

  it('accept partial profile updates with nulls and refuse unknown fields', () => {
    expect(z.parse(profileUpdateSchema, { name: ' Ann ', phone: null })).toEqual({ name: 'Ann', phone: null });
    expect(messages(z.safeParse(profileUpdateSchema, { nickname: 'x' }))).toEqual({
      '(root)': 'Unknown field(s): nickname.',
    });
  });

  it('want exactly one of email and token to verify', () => {
    expect(z.safeParse(requestVerifyMailSchema, { email: 'a@example.test' }).success).toBe(true);
    expect(z.safeParse(requestVerifyMailSchema, { token: 'abc' }).success).toBe(true);
    expect(z.safeParse(requestVerifyMailSchema, {}).success).toBe(false);
    expect(z.safeParse(requestVerifyMailSchema, { email: 'a@example.test', token: 'abc' }).success).toBe(false);
  });
});
