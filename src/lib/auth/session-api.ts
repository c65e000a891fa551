import { api } from '@/lib/api/client';
import { actOrFalse } from '@/lib/api/request';

// POST /api/auth/logout – revoke this session on the server. A bounded wait: signing out
// must not hang on a slow server, and the local sign-out happens either way.
export function logout(): Promise<boolean> {
  return actOrFalse(() => api.post<null>('/api/auth/logout', undefined, { timeout: 5_000 }));
}
