import { useLoad } from '@/hooks/use-load';
import { useIsSignedIn } from '@/store/hooks';
import { commerceApi } from './lazy-commerce-api';

export type OwnershipStatus = 'signed-out' | 'checking' | 'owned' | 'not-owned' | 'check-failed';

/**
 * Whether the viewer owns a source-code product. The product page is the same for every
 * visitor (static), so this part is filled in by the browser.
 */
export function useSourceCodeOwnership(slug: string): { status: OwnershipStatus; retry: () => void } {
  const isLoggedIn = useIsSignedIn();
  const check = useLoad(
    async () => (isLoggedIn ? (await commerceApi()).sourceCodePurchased(slug) : false),
    `${slug}:${isLoggedIn}`,
  );
  let status: OwnershipStatus;
  if (!isLoggedIn) status = 'signed-out';
  else if (check.status === 'failed') status = 'check-failed';
  else if (check.status === 'loading') status = 'checking';
  else status = check.data ? 'owned' : 'not-owned';
  return { status, retry: check.retry };
}
