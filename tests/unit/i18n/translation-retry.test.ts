import { createInstance } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyHttpBackend } from '@/lib/i18n/lazy-http-backend';
import config from '../../../next-i18next.config.js';

/**
 * Spec §7/§9: translation files load per language and namespace as JSON; a failed load is
 * retried up to 5 times, the first retry after 350 ms and each wait doubling. This runs
 * i18next with the app's own backend and settings and a network that fails, and records
 * when it asks.
 */
/** An i18next instance with the app's retry settings, loading `vi/home` over HTTP; timers run out. */
async function initWithAppSettings() {
  const i18n = createInstance();
  const loaded = i18n.use(LazyHttpBackend).init({
    lng: 'vi',
    ns: ['home'],
    defaultNS: 'home',
    fallbackLng: false,
    maxRetries: config.maxRetries,
    retryTimeout: config.retryTimeout,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
  });
  await vi.advanceTimersByTimeAsync(60_000);
  await loaded;
  return i18n;
}

describe('client translation loading', () => {
  // The backend imports i18next-http-backend on first use: loaded once here, that import
  // settles in microtasks, which the fake timers below let run.
  beforeAll(async () => {
    await import('i18next-http-backend');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses the spec constants', () => {
    expect(config.maxRetries).toBe(5);
    expect(config.retryTimeout).toBe(350);
  });

  it('retries a failing load with waits of 350, 700, 1400 … ms, then gives up after 5 retries', async () => {
    vi.useFakeTimers();
    const requestedAt: number[] = [];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requestedAt.push(Date.now());
        urls.push(String(url));
        return new Response('unavailable', { status: 503 });
      }),
    );

    await initWithAppSettings();

    expect(urls[0]).toBe('/locales/vi/home.json');
    expect(requestedAt).toHaveLength(1 + 5);
    const waits = requestedAt.slice(1).map((t, i) => t - requestedAt[i]!);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops retrying once a load succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls < 3
          ? new Response('unavailable', { status: 503 })
          : new Response(JSON.stringify({ hello: 'Xin chào' }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            });
      }),
    );

    const i18n = await initWithAppSettings();

    expect(calls).toBe(3);
    expect(i18n.t('hello')).toBe('Xin chào');
  });
});
