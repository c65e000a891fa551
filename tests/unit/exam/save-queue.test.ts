import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { AnswerSaveQueue, type SaveEntry, type SaveStatus } from '@/features/exam/save-queue';

const entry = (id: number, answer: number[], flagged = false): SaveEntry => ({
  quiz_question_id: id,
  user_answer: answer,
  is_flagged: flagged,
});

const networkError = () => new ApiError({ detail: 'x', error_code: 'NETWORK_ERROR' });
const httpError = (status: number, code: ConstructorParameters<typeof ApiError>[0]['error_code']) =>
  new ApiError({ detail: 'x', error_code: code, status });

/** A queue whose `save` answers from `replies` in turn (resolve, or reject with the error). */
function setup(replies: (ApiError | 'ok')[] = []) {
  const calls: SaveEntry[][] = [];
  const statuses: SaveStatus[] = [];
  const onClosed = vi.fn();
  const save = vi.fn(async (answers: SaveEntry[]) => {
    calls.push(answers);
    const reply = replies.shift() ?? 'ok';
    if (reply !== 'ok') throw reply;
  });
  const queue = new AnswerSaveQueue({
    save,
    onStatus: (status) => statuses.push(status),
    onClosed,
    debounceMs: 500,
    retryDelaysMs: [1_000, 4_000],
  });
  return { queue, calls, statuses, onClosed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerSaveQueue', () => {
  it('waits for a pause, then sends the latest answer of each changed question in one request', async () => {
    const { queue, calls, statuses } = setup();
    queue.enqueue(entry(1, [0]));
    await vi.advanceTimersByTimeAsync(300);
    queue.enqueue(entry(1, [2]));
    queue.enqueue(entry(2, [1], true));
    expect(calls).toHaveLength(0);
    expect(queue.hasUnsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([[entry(1, [2]), entry(2, [1], true)]]);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
    expect(queue.hasUnsaved).toBe(false);
  });

  it('sends changes made while a save is out once it settles, never two requests at once', async () => {
    let release: () => void = () => {};
    const calls: SaveEntry[][] = [];
    const queue = new AnswerSaveQueue({
      save: (answers) => {
        calls.push(answers);
        return calls.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
      debounceMs: 500,
    });
    queue.enqueue(entry(1, [0]));
    await vi.advanceTimersByTimeAsync(500);
    queue.enqueue(entry(2, [1]));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([[entry(1, [0])], [entry(2, [1])]]);
    expect(queue.status).toBe('saved');
  });

  it('keeps a failed save and retries it with growing delays until it goes through', async () => {
    const { queue, calls, statuses } = setup([networkError(), httpError(503, 'SERVICE_UNAVAILABLE')]);
    queue.enqueue(entry(1, [0]));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    expect(queue.status).toBe('retrying');
    expect(queue.hasUnsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([[entry(1, [0])], [entry(1, [0])], [entry(1, [0])]]);
    expect(statuses).toEqual(['pending', 'saving', 'retrying', 'saving', 'retrying', 'saving', 'saved']);
    expect(queue.hasUnsaved).toBe(false);
  });

  it('a newer change replaces the failed answer of the same question; the others are kept', async () => {
    const { queue, calls } = setup([networkError()]);
    queue.enqueue(entry(1, [0]));
    queue.enqueue(entry(2, [1]));
    await vi.advanceTimersByTimeAsync(500);
    queue.enqueue(entry(1, [3]));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[1]).toEqual([entry(1, [3]), entry(2, [1])]);
    expect(queue.status).toBe('saved');
  });

  it('retryNow sends at once (the browser is back online)', async () => {
    const { queue, calls } = setup([networkError()]);
    queue.enqueue(entry(1, [0]));
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.status).toBe('retrying');
    await queue.retryNow();
    expect(calls).toHaveLength(2);
    expect(queue.status).toBe('saved');
  });

  it('a refusal retrying cannot fix keeps the answers and waits for the next change', async () => {
    const { queue, calls } = setup([httpError(401, 'UNAUTHORIZED')]);
    queue.enqueue(entry(1, [0]));
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.status).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    queue.enqueue(entry(2, [1]));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls[1]).toEqual([entry(1, [0]), entry(2, [1])]);
    expect(queue.status).toBe('saved');
  });

  it.each(['QUIZ_TIME_UP', 'ATTEMPT_CLOSED'] as const)('%s closes the queue and tells the page', async (code) => {
    const { queue, calls, onClosed } = setup([httpError(409, code)]);
    queue.enqueue(entry(1, [0]));
    await vi.advanceTimersByTimeAsync(500);
    expect(onClosed).toHaveBeenCalledWith(expect.objectContaining({ error_code: code }));
    expect(queue.status).toBe('closed');
    queue.enqueue(entry(1, [1]));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it('stop cancels a pending save', async () => {
    const { queue, calls } = setup();
    queue.enqueue(entry(1, [0]));
    queue.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(0);
    expect(queue.status).toBe('closed');
  });
});
