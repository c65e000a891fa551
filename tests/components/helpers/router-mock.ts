/**
 * A stand-in for next/router in component tests. Use it with
 * `vi.mock('next/router', () => import('../helpers/router-mock'))`, then set the query
 * with `setRouter({ query: … })` and read the navigation calls from `router.replace` / `push`.
 */
import { vi } from 'vitest';

export interface MockRouter {
  pathname: string;
  asPath: string;
  locale: string;
  isReady: boolean;
  query: Record<string, string | string[]>;
  push: ReturnType<typeof vi.fn>;
  replace: ReturnType<typeof vi.fn>;
  prefetch: ReturnType<typeof vi.fn>;
  events: { on: () => void; off: () => void };
}

export const router: MockRouter = freshRouter();

function freshRouter(): MockRouter {
  return {
    pathname: '/',
    asPath: '/',
    locale: 'en',
    isReady: true,
    query: {},
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    prefetch: vi.fn(async () => undefined),
    events: { on: () => {}, off: () => {} },
  };
}

export function setRouter(overrides: Partial<MockRouter> = {}): MockRouter {
  Object.assign(router, freshRouter(), overrides);
  return router;
}

export const useRouter = () => router;
