import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { actOrErrorMessage, actOrFalse, errorMessageOf, load, loadOrEmpty, loadOrNull } from '@/lib/api/request';

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

  it('loadOrEmpty: the list, or [] on failure', async () => {
    await expect(loadOrEmpty(() => Promise.resolve([1, 2]))).resolves.toEqual([1, 2]);
    await expect(loadOrEmpty(failing)).resolves.toEqual([]);
  });

  it('actOrFalse: true on success, false on failure', async () => {
    await expect(actOrFalse(() => Promise.resolve(undefined))).resolves.toBe(true);
    await expect(actOrFalse(failing)).resolves.toBe(false);
  });

  it('actOrErrorMessage: null on success, the message on failure', async () => {
    await expect(actOrErrorMessage(() => Promise.resolve({}))).resolves.toBeNull();
    await expect(actOrErrorMessage(failing)).resolves.toBe('No such course');
    await expect(actOrErrorMessage(() => Promise.reject(new Error('x')))).resolves.toBe('Some error occured!');
  });
});

describe('errorMessageOf', () => {
  it('uses the detail, else the spec fallback', () => {
    expect(errorMessageOf(notFound)).toBe('No such course');
    expect(errorMessageOf(new ApiError({ detail: '  ', error_code: 'INTERNAL_ERROR' }))).toBe('Some error occured!');
    expect(errorMessageOf('weird')).toBe('Some error occured!');
    expect(errorMessageOf(undefined)).toBe('Some error occured!');
  });
});
