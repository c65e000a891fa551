import type { InitOptions, Services } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('i18next-http-backend');
  vi.resetModules();
});

/** Reads `lng/ns` through a fresh LazyHttpBackend; resolves with what the callback got. */
async function readOnce(backend: {
  read: (lng: string, ns: string, cb: (err: unknown, data: unknown) => void) => void;
}) {
  return new Promise<[unknown, unknown]>((resolve) => backend.read('vi', 'chat', (err, data) => resolve([err, data])));
}

describe('LazyHttpBackend', () => {
  it('loads i18next-http-backend on the first read and hands it the options i18next gave', async () => {
    const inits: unknown[][] = [];
    vi.doMock('i18next-http-backend', () => ({
      default: class {
        init(...args: unknown[]) {
          inits.push(args);
        }
        read(lng: string, ns: string, callback: (err: null, data: object) => void) {
          callback(null, { path: `${lng}/${ns}` });
        }
      },
    }));
    const { LazyHttpBackend } = await import('@/lib/i18n/lazy-http-backend');
    const backend = new LazyHttpBackend();
    const options = [
      {} as Services,
      { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      { ns: ['chat'] } as InitOptions,
    ] as const;
    backend.init(...options);
    expect(inits).toHaveLength(0);
    expect(await readOnce(backend)).toEqual([null, { path: 'vi/chat' }]);
    expect(await readOnce(backend)).toEqual([null, { path: 'vi/chat' }]);
    expect(inits).toEqual([[...options]]);
  });

  it('reports a failed load of its code as retriable, and tries the import again on the next read', async () => {
    let imports = 0;
    vi.doMock('i18next-http-backend', () => {
      imports += 1;
      if (imports === 1) throw new Error('Loading chunk failed');
      return {
        default: class {
          init() {}
          read(_lng: string, _ns: string, callback: (err: null, data: object) => void) {
            callback(null, { ok: true });
          }
        },
      };
    });
    const { LazyHttpBackend } = await import('@/lib/i18n/lazy-http-backend');
    const backend = new LazyHttpBackend();
    backend.init({} as Services, {}, {});
    const [error, retry] = await readOnce(backend);
    // (Vitest wraps the factory's error in its own.)
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(true);
    expect(await readOnce(backend)).toEqual([null, { ok: true }]);
    expect(imports).toBe(2);
  });
});
