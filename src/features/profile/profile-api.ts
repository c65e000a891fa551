/**
 * The profile page's calls of spec §7 (contract: the accounts issue): the signed-in user,
 * the profile update, the password change and the order history.
 *
 * Loads resolve to null on failure (spec §7 "Other behaviour"); the calls behind a form
 * reject with the ApiError, whose `fields` the form shows on each field. So does the order
 * list: its table must tell "no orders yet" from "could not load" (DESIGN.md §7).
 */
import { api, type Page } from '@/lib/api/client';
import { loadOrNull } from '@/lib/api/request';
import type { User } from '@/lib/auth/user';
import type { OrderSummary } from '@/lib/commerce/order-types';
import type { ChangePasswordInput, ProfileUpdateInput } from '@/schemas/auth';

// GET /api/auth/me – the signed-in user, or null when the call fails.
export function me(): Promise<User | null> {
  return loadOrNull(() => api.get<User>('/api/auth/me'));
}

/**
 * Spec §5: null and undefined fields are dropped, so they never overwrite a stored value.
 * @internal exported for the tests
 */
export function withoutEmptyFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

// PATCH /api/auth/me – update the profile fields; resolves to the updated user.
export function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return api.patch<User>('/api/auth/me', withoutEmptyFields(input));
}

// POST /api/auth/change-password – the server revokes every other session.
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post<{ changed: true }>('/api/auth/change-password', input);
}

// GET /api/orders/me – the signed-in user's orders, one page at a time.
export function myOrders(page: number, pageSize: number): Promise<Page<OrderSummary[]>> {
  return api.getPage<OrderSummary[]>('/api/orders/me', { params: { page, page_size: pageSize } });
}
