import { toApiError } from '@/lib/api/api-error';

/** A refused poll (429) waits what the server asked; other failures wait the usual interval (undefined). */
export function retryDelayOf(error: unknown): number | undefined {
  const failure = toApiError(error);
  return failure.status === 429 ? Math.max(1, failure.retryAfterS ?? 2) * 1000 : undefined;
}
