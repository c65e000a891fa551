import { mailSentSchema } from '@/lib/api/reply-field-types';
import { newsletterSubscribeSchema } from '@/schemas/newsletter';
import { clientIp } from '@/server/http/client-ip';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { subscribe } from '@/server/services/newsletter/subscribe';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: 'Double opt-in sign-up: mails a confirmation link (the same reply for every address)',
    auth: 'none',
    reply: mailSentSchema,
    errors: ['RATE_LIMITED'],
    body: newsletterSubscribeSchema,
    handle: ({ body, req, log }) => subscribe(body.email, { ip: clientIp(req), locale: requestLocale(req), log }),
  },
});
