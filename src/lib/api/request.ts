/**
 * Spec §7 "Other behaviour" as helpers: data loads resolve to null or [] on failure,
 * boolean actions resolve to false, forgot-password and verify resolve to an error
 * message. None of them throws. `load` keeps the failure visible so a page can tell
 * "nothing there" from "could not load" and show an error state with retry (DESIGN.md §5).
 */
import { toApiError, type ApiError } from './api-error';

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

/** Spec contract for actions: true when the call succeeded, false otherwise. */
export async function actOrFalse(call: () => Promise<unknown>): Promise<boolean> {
  return !(await load(call)).failed;
}

/**
 * Spec §7's contract for forgot-password and verify: null on success, otherwise the error
 * to show (its `detail` is the server's message; its code lets the page say it in its own
 * language, as the forms do through useErrorText).
 */
export async function actOrError(call: () => Promise<unknown>): Promise<ApiError | null> {
  const result = await load(call);
  return result.failed ? result.error : null;
}
