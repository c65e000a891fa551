import { api } from '@/lib/api/client';
import type { ContactReply } from '@/lib/content/contact-types';
import type { ContactInput } from '@/schemas/contact';

// POST /api/contacts – sends the message; rejects with the ApiError (its `fields` go on the form).
export function sendContactMessage(input: ContactInput): Promise<ContactReply> {
  return api.post<ContactReply>('/api/contacts', input);
}
