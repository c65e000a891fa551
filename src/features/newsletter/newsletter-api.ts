/** The newsletter's calls (spec §7 and DESIGN.md §6): the footer's subscription, and the mailed links. */
import { api } from '@/lib/api/client';

// POST /api/newsletter – asks for the confirmation mail (double opt-in). The reply is the same
// for every address; it rejects with an ApiError (validation, rate limit, network).
export async function subscribeToNewsletter(email: string): Promise<void> {
  await api.post<{ sent: true }>('/api/newsletter', { email });
}

// POST /api/newsletter/confirm – the mailed link's token confirms the subscription.
export function confirmSubscription(token: string): Promise<{ confirmed: true; email: string }> {
  return api.post<{ confirmed: true; email: string }>('/api/newsletter/confirm', { token });
}

// POST /api/newsletter/unsubscribe?token= – the unsubscribe link of every newsletter mail.
export function unsubscribe(token: string): Promise<{ unsubscribed: true }> {
  return api.post<{ unsubscribed: true }>('/api/newsletter/unsubscribe', undefined, { params: { token } });
}
