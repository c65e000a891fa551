import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import type { ApiErrorCode } from '@/lib/api/api-error';
import { toApiError } from '@/lib/api/api-error';
import { nextPathOf, placeOrder } from '@/lib/commerce/place-order';
import type { ProductType } from '@/lib/commerce/product-types';

/** Places an order for one item and goes to its checkout (or straight to the order when it is free). */
export function useBuy(): {
  buy: (item: { product_type: ProductType; product_id: number; combination_key?: string }) => Promise<void>;
  buying: boolean;
  error: ApiErrorCode | null;
} {
  const router = useRouter();
  const [buying, setBuying] = useState(false);
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const buy = useCallback(
    async (item: { product_type: ProductType; product_id: number; combination_key?: string }) => {
      setBuying(true);
      setError(null);
      try {
        const order = await placeOrder([item]);
        await router.push(nextPathOf(order));
      } catch (err) {
        setError(toApiError(err).error_code);
        setBuying(false);
      }
    },
    [router],
  );
  return { buy, buying, error };
}
