import { vi } from 'vitest';
import { PUBLIC_READ_TTL_MS } from '@/server/cache/ttl-cache';

let offsetMs = 0;
const realNow = Date.now.bind(Date);

/**
 * Reads every visitor shares (the catalogue, the trending ranking) are served from memory
 * for PUBLIC_READ_TTL_MS. To see a change after it, a test moves the clock those caches read
 * past that time; the database's own clock is left alone. Undone by vi.restoreAllMocks().
 */
export function letPublicReadsExpire(): void {
  offsetMs += PUBLIC_READ_TTL_MS;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
}
