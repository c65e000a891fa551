import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { actOrError, actOrFalse, load, loadOrNull } from '@/lib/api/request';

const notFound = new ApiError({ detail: 'No such course', error_code: 'NOT_FOUND', status: 404 });
const failing = () => Promise.reject(notFound);

describe('load', () => {
  it('tells a successful empty result from a failure', async () => {
    await expect(load(() => Promise.resolve([]))).resolves.toEqual({ data: [], failed: false, error: null });
    await expect(load(() => Promise.resolve(null))).resolves.toEqual({ data: null, failed: false, error: null });
    await expect(load(failing)).resolves.toEqual({ data: null, failed: true, error: notFound });
  });

  it('normalises anything thrown into an ApiError', async () => {
    const result = await load(() => Promise.reject(new Error('boom')));
    expect(result.failed).toBe(true);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.detail).toBe('Some error occured!');
  });
});

describe('spec return contracts', () => {
  it('loadOrNull: the data, or null on failure', async () => {
    await expect(loadOrNull(() => Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
    await expect(loadOrNull(failing)).resolves.toBeNull();
  });

  it('actOrFalse: true on success, false on failure', async () => {
    await expect(actOrFalse(() => Promise.resolve(undefined))).resolves.toBe(true);
    await expect(actOrFalse(failing)).resolves.toBe(false);
  });

  it('actOrError: null on success, the error (its code and message) on failure', async () => {
    await expect(actOrError(() => Promise.resolve({}))).resolves.toBeNull();
    await expect(actOrError(failing)).resolves.toMatchObject({ error_code: 'NOT_FOUND', detail: 'No such course' });
    // Not an API reply: the spec's fallback message.
    await expect(actOrError(() => Promise.reject(new Error('x')))).resolves.toMatchObject({
      detail: 'Some error occured!',
    });
  });
});
