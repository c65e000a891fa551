import { api } from '@/lib/api/client';

// POST /api/newsletter – asks for the confirmation mail (double opt-in). The reply is the same
// for every address; it rejects with an ApiError (validation, rate limit, network).
export async function subscribeToNewsletter(email: string): Promise<void> {
  await api.post<{ sent: true }>('/api/newsletter', { email });
}
