import { useRouter } from 'next/router';
import { ROUTES, safeRedirectPath } from '@/lib/routes';

/** The raw `redirectUrl` query value (first one when repeated), or null. */
export function useRedirectParam(): string | null {
  const { query } = useRouter();
  const raw = query.redirectUrl;
  return (Array.isArray(raw) ? raw[0] : raw) ?? null;
}

/** Where to go after signing in: the `redirectUrl` when it is a same-site path, else home. */
export function useRedirectTarget(): string {
  return safeRedirectPath(useRedirectParam()) ?? ROUTES.home;
}
