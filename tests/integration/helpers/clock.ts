import { vi } from 'vitest';
import { PUBLIC_READ_TTL_MS } from '@/server/cache/ttl-cache';

const realNow = Date.now.bind(Date);

/**
 * Reads every visitor shares (the catalogue, the trending ranking) are served from memory
 * for PUBLIC_READ_TTL_MS. To see a change after it, a test moves the clock those caches read
 * past that time; the database's own clock is left alone. Undone by vi.restoreAllMocks().
 */
export function letPublicReadsExpire(): void {
  moveClock(PUBLIC_READ_TTL_MS);
}

/** The variant call's stock is kept a second (src/server/services/account-store/account-store.ts). */
export function letStockReadsExpire(): void {
  moveClock(1_001);
}

/** From where the clock stands now: moved already in this test, or real again after a restore. */
function moveClock(byMs: number): void {
  const offsetMs = Date.now() - realNow() + byMs;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
}
