import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, issueKind, issueLimit, zodFieldRule, type ZodIssue } from '@/lib/forms/zod-form';
import { changePasswordSchema, loginSchema, profileUpdateSchema, registerSchema } from '@/schemas/auth';

const issueOf = (result: { success: boolean; error?: { issues: ZodIssue[] } }): ZodIssue => {
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('expected an issue');
  return issue;
};

describe('zodFieldRule', () => {
  it('resolves for a valid value', async () => {
    await expect(zodFieldRule(registerSchema, 'email').validator({}, 'an@example.com')).resolves.toBeUndefined();
  });

  it("rejects with the schema's message for the field", async () => {
    await expect(zodFieldRule(registerSchema, 'email').validator({}, 'nope')).rejects.toThrow(
      'Please enter a valid email address.',
    );
    await expect(zodFieldRule(registerSchema, 'password').validator({}, 'short')).rejects.toThrow(
      'Password must be at least 8 characters.',
    );
  });

  it('treats an untouched field (undefined) as missing', async () => {
    await expect(zodFieldRule(loginSchema, 'password').validator({}, undefined)).rejects.toThrow(
      'Password is required.',
    );
    await expect(zodFieldRule(registerSchema, 'name').validator({}, undefined)).rejects.toThrow('Name is required.');
  });

  it('lets optional profile fields stay empty', async () => {
    await expect(zodFieldRule(profileUpdateSchema, 'phone').validator({}, undefined)).resolves.toBeUndefined();
    await expect(zodFieldRule(profileUpdateSchema, 'phone').validator({}, '')).resolves.toBeUndefined();
    await expect(zodFieldRule(profileUpdateSchema, 'phone').validator({}, 'call me')).rejects.toThrow(
      'Please enter a valid phone number.',
    );
  });

  it('asks the given function for the text, with the field name', async () => {
    const seen: string[] = [];
    const rule = zodFieldRule(changePasswordSchema, 'new_password', (issue, field) => {
      seen.push(field);
      return `${field}:${issueKind(issue)}:${issueLimit(issue)}`;
    });
    await expect(rule.validator({}, 'x'.repeat(129))).rejects.toThrow('new_password:tooLong:128');
    expect(seen).toEqual(['new_password']);
  });
});

describe('fieldErrorsOf', () => {
  it('maps each invalid field to its first message', () => {
    expect(fieldErrorsOf(registerSchema, { email: 'bad', name: ' ', password: 'short' })).toEqual({
      email: 'Please enter a valid email address.',
      name: 'Name is required.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('is empty for valid values', () => {
    expect(fieldErrorsOf(loginSchema, { email: 'an@example.com', password: 'x' })).toEqual({});
  });

  it('names unknown keys of a strict schema at the object level', () => {
    expect(fieldErrorsOf(profileUpdateSchema, { role: 'admin' })).toEqual({ '': 'Unknown field(s): role.' });
  });
});

describe('issueKind and issueLimit', () => {
  it.each([
    [registerSchema.shape.email.safeParse(undefined), 'required', undefined],
    [registerSchema.shape.email.safeParse(''), 'required', 1],
    [registerSchema.shape.password.safeParse('short'), 'tooShort', 8],
    [registerSchema.shape.name.safeParse('x'.repeat(101)), 'tooLong', 100],
    [registerSchema.shape.email.safeParse('no-at-sign'), 'format', undefined],
  ])('classifies %#', (result, kind, limit) => {
    const issue = issueOf(result);
    expect(issueKind(issue)).toBe(kind);
    expect(issueLimit(issue)).toBe(limit);
  });
});
