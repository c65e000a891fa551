/**
 * The quiz API calls bring axios (~21 kB gzip), which no exam page needs in order to show
 * itself: they load on first use, or right after the page starts (the exam page, so that
 * saving still works if the connection drops later) — never in the first load.
 */
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api/api-error';
import type * as ExamApiModule from './exam-api';

type ExamApi = typeof ExamApiModule;

export const preloadExamApi = (): void => void import('./exam-api').catch(() => {});

/**
 * Runs a quiz API call; it rejects with an ApiError only. The axios client already rejects
 * with one; the calls' module failing to load means the network is down.
 */
export async function callExamApi<T>(call: (api: ExamApi) => Promise<T>): Promise<T> {
  let api: ExamApi;
  try {
    api = await import('./exam-api');
  } catch {
    throw new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'NETWORK_ERROR' });
  }
  return call(api);
}
