/**
 * Spec §7 "Other behaviour" as helpers: data loads resolve to null or [] on failure,
 * boolean actions resolve to false, forgot-password and verify resolve to an error
 * message. None of them throws. `load` keeps the failure visible so a page can tell
 * "nothing there" from "could not load" and show an error state with retry (DESIGN.md §5).
 */
import { FALLBACK_ERROR_MESSAGE, toApiError, type ApiError } from './api-error';

export type LoadResult<T> = { data: T; failed: false; error: null } | { data: null; failed: true; error: ApiError };

export async function load<T>(call: () => Promise<T>): Promise<LoadResult<T>> {
  try {
    return { data: await call(), failed: false, error: null };
  } catch (err) {
    return { data: null, failed: true, error: toApiError(err) };
  }
}

/** Spec contract for single records: the data, or null when the call failed. */
export async function loadOrNull<T>(call: () => Promise<T>): Promise<T | null> {
  return (await load(call)).data;
}

/** Spec contract for lists: the list, or [] when the call failed. */
export async function loadOrEmpty<T>(call: () => Promise<T[]>): Promise<T[]> {
  return (await load(call)).data ?? [];
}

/** Spec contract for actions: true when the call succeeded, false otherwise. */
export async function actOrFalse(call: () => Promise<unknown>): Promise<boolean> {
  return !(await load(call)).failed;
}

/**
 * Spec contract for forgot-password and verify: null on success, otherwise the message
 * to show.
 */
export async function actOrErrorMessage(call: () => Promise<unknown>): Promise<string | null> {
  const result = await load(call);
  return result.failed ? errorMessageOf(result.error) : null;
}

/** The message to show for a failure: the server's detail, else spec §8's fallback. */
export function errorMessageOf(err: unknown): string {
  const detail = toApiError(err).detail.trim();
  return detail || FALLBACK_ERROR_MESSAGE;
}
