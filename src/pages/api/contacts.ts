import { contactReplySchema } from '@/lib/content/contact-types';
import { contactSchema } from '@/schemas/contact';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { sendContactMessage } from '@/server/services/contact/send-contact-message';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Store a contact-form message and mail it to the team (5 per hour per IP)',
    auth: 'none',
    reply: contactReplySchema,
    errors: ['RATE_LIMITED'],
    body: contactSchema,
    status: 201,
    handle: ({ body, req, log }) => sendContactMessage(body, { ip: clientIp(req), locale: requestLocale(req), log }),
  },
});
