import { api } from '@/lib/api/client';

// POST /api/newsletter/confirm – the mailed link's token confirms the subscription.
export function confirmSubscription(token: string): Promise<{ confirmed: true; email: string }> {
  return api.post<{ confirmed: true; email: string }>('/api/newsletter/confirm', { token });
}

// POST /api/newsletter/unsubscribe?token= – the unsubscribe link of every newsletter mail.
export function unsubscribe(token: string): Promise<{ unsubscribed: true }> {
  return api.post<{ unsubscribed: true }>('/api/newsletter/unsubscribe', undefined, { params: { token } });
}
