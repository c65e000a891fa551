/**
 * Saves a strict attempt's answers as the learner goes (PUT …/quiz-attempts/{id}/answers),
 * so a reload or a lost connection loses nothing:
 *
 * - changes are collected per question (the latest wins) and sent together after a short
 *   pause, one request at a time;
 * - a save that fails for a passing reason (no connection, a 5xx, 429) goes back into the
 *   queue — unless the learner changed that question again meanwhile — and is retried
 *   with growing delays; `retryNow` (e.g. when the browser comes back online) skips the wait;
 * - a refusal that retrying cannot fix (401, 404, 400) keeps the answers queued and stops
 *   retrying until the next change or `retryNow`;
 * - QUIZ_TIME_UP or ATTEMPT_CLOSED ends the queue: the attempt is closed on the server.
 *
 * Saving the same answer twice is harmless (the call is idempotent), so re-sending after an
 * uncertain failure is always safe.
 */
import { toApiError, type ApiError } from '@/lib/api/api-error';
import type { AnswerDetailInput } from '@/lib/exam/quiz-types';

export type SaveEntry = AnswerDetailInput & { is_flagged: boolean };

/**
 * idle: nothing to save yet · pending: changes wait for the pause · saving: a request is out ·
 * saved: everything is on the server · retrying: a save failed and will be retried ·
 * failed: the server refused; waiting for the next change · closed: the attempt is over.
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'failed' | 'closed';

export interface SaveQueueOptions {
  save: (answers: SaveEntry[]) => Promise<unknown>;
  onStatus?: (status: SaveStatus) => void;
  /** The server closed the attempt (time up, or submitted elsewhere). */
  onClosed?: (error: ApiError) => void;
  debounceMs?: number;
  /** Waits between retries; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

const SAVE_DEBOUNCE_MS = 800;
const SAVE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

const CLOSING_CODES = new Set(['QUIZ_TIME_UP', 'ATTEMPT_CLOSED']);

function isPassing(error: ApiError): boolean {
  if (error.status === null) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export class AnswerSaveQueue {
  private readonly options: Required<Omit<SaveQueueOptions, 'onClosed'>> & Pick<SaveQueueOptions, 'onClosed'>;
  private readonly pending = new Map<number, SaveEntry>();
  private inFlight: SaveEntry[] | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private current: SaveStatus = 'idle';

  constructor(options: SaveQueueOptions) {
    this.options = {
      onStatus: () => {},
      debounceMs: SAVE_DEBOUNCE_MS,
      retryDelaysMs: SAVE_RETRY_DELAYS_MS,
      ...options,
    };
  }

  get status(): SaveStatus {
    return this.current;
  }

  /** True while some change is not known to be on the server. */
  get hasUnsaved(): boolean {
    return this.pending.size > 0 || this.inFlight !== null;
  }

  /** Queues a question's latest answer and flag. */
  enqueue(entry: SaveEntry): void {
    if (this.current === 'closed') return;
    this.pending.set(entry.quiz_question_id, entry);
    if (this.inFlight) return; // sent once the request out now settles
    this.setStatus('pending');
    this.schedule(this.options.debounceMs);
  }

  /** Sends what is queued now, without waiting for the pause or the retry delay. */
  retryNow(): Promise<void> {
    return this.flush();
  }

  /** Stops every timer; nothing more is sent. */
  stop(): void {
    this.clearTimer();
    this.setStatus('closed');
  }

  async flush(): Promise<void> {
    this.clearTimer();
    if (this.inFlight || this.current === 'closed' || this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.inFlight = batch;
    this.setStatus('saving');
    try {
      await this.options.save(batch);
      this.failures = 0;
      this.inFlight = null;
      // Stopped while the request was out (the attempt was submitted).
      if (this.isClosed()) return;
      if (this.pending.size > 0) {
        this.setStatus('pending');
        this.schedule(this.options.debounceMs);
      } else {
        this.setStatus('saved');
      }
    } catch (err) {
      this.inFlight = null;
      this.failed(batch, toApiError(err));
    }
  }

  private failed(batch: SaveEntry[], error: ApiError): void {
    if (this.isClosed()) return;
    if (CLOSING_CODES.has(error.error_code)) {
      this.stop();
      this.options.onClosed?.(error);
      return;
    }
    // A newer change of the same question replaces the failed one; the others go back.
    for (const entry of batch) {
      if (!this.pending.has(entry.quiz_question_id)) this.pending.set(entry.quiz_question_id, entry);
    }
    if (!isPassing(error)) {
      this.setStatus('failed');
      return;
    }
    const delays = this.options.retryDelaysMs;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? SAVE_DEBOUNCE_MS;
    this.failures += 1;
    this.setStatus('retrying');
    this.schedule(delay);
  }

  private isClosed(): boolean {
    return this.current === 'closed';
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.options.onStatus(status);
  }
}
