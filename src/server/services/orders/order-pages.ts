import type { OrderView } from '@/lib/commerce/order-types';
import type { Locale } from '@/lib/locales';
import { orderIdQuerySchema } from '@/schemas/commerce';
import type { AuthUser } from '../../auth/auth-user';
import { isAppError } from '../../http/app-error';
import { getOrder } from './get-order';

/** The checkout and order pages' data: the caller's order, or null (a 404) for any other id. */
export async function loadOwnOrder(user: AuthUser, id: unknown, language: Locale): Promise<OrderView | null> {
  const parsed = orderIdQuerySchema.safeParse({ id });
  if (!parsed.success) return null;
  try {
    return await getOrder(user, parsed.data.id, language);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
