import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { formErrorsOf } from '@/lib/forms/api-form-errors';

describe('formErrorsOf', () => {
  it("puts the API's field messages on the form's fields, with no top-level message", () => {
    const error = new ApiError({
      detail: 'password: too common',
      error_code: 'VALIDATION_ERROR',
      fields: { password: 'This password is too common.', email: 'Taken.' },
    });
    expect(formErrorsOf(error, ['email', 'password'])).toMatchObject({
      fields: [
        { name: 'password', errors: ['This password is too common.'] },
        { name: 'email', errors: ['Taken.'] },
      ],
      message: null,
    });
  });

  it('falls back to the detail when no field belongs to the form', () => {
    const error = new ApiError({
      detail: 'token: Required',
      error_code: 'VALIDATION_ERROR',
      fields: { token: 'Required' },
    });
    expect(formErrorsOf(error, ['password'])).toMatchObject({ fields: [], message: 'token: Required' });
  });

  it('turns anything thrown into an ApiError with the fallback message', () => {
    const result = formErrorsOf(new TypeError('boom'), ['email']);
    expect(result.message).toBe('Some error occured!');
    expect(result.error.error_code).toBe('BAD_RESPONSE');
  });
});
