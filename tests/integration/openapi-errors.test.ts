import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import type { HttpMethod } from '@/server/http/handler';
import { wrapperErrors } from '@/server/openapi/build-openapi';
import { reachableErrorCodes, routeFile } from './helpers/reachable-error-codes';

/**
 * The failures the API document lists for each call are the ones its code can answer:
 * each method table's `errors` holds every AppError code its handler can reach through
 * the services it calls (found in the source), beyond those the wrapper documents for
 * every route of its kind, and no code it cannot reach. A service that starts throwing a
 * new code fails here until the route's table (and so the document) says so.
 */
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const operations = Object.entries(API_ROUTES).flatMap(([pattern, route]) =>
  METHODS.flatMap((method) => {
    const spec = route.default.methods[method];
    return spec ? [{ pattern, method, spec, file: routeFile(pattern) }] : [];
  }),
);

describe('the failures each call documents', () => {
  const reachable = reachableErrorCodes([...new Set(operations.map((operation) => operation.file))]);

  it('finds the codes the services throw (the analysis itself works)', () => {
    const login = reachable.get(routeFile('/api/auth/login'))?.get('POST');
    expect([...(login ?? [])].sort()).toEqual(['ACCOUNT_DISABLED', 'LOGIN_FAILED', 'RATE_LIMITED']);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.pattern}`, operation] as const))(
    '%s lists every code its handler can reach, and only those',
    (_, { method, spec, file }) => {
      const codes = reachable.get(file)?.get(method);
      expect(codes, `no handle found for ${method} in ${file}`).toBeDefined();
      const byWrapper = new Set<string>(wrapperErrors(method, spec));
      const declared = new Set<string>(spec.errors ?? []);
      const undocumented = [...codes!].filter((code) => !declared.has(code) && !byWrapper.has(code));
      const unreachable = [...declared].filter((code) => !codes!.has(code));
      expect({ undocumented, unreachable }).toEqual({ undocumented: [], unreachable: [] });
    },
  );
});
