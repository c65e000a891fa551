import { newsletterUnsubscribedSchema } from '@/lib/content/contact-types';
import { newsletterUnsubscribeQuerySchema } from '@/schemas/newsletter';
import { defineRoute } from '@/server/http/handler';
import { unsubscribe } from '@/server/services/newsletter/unsubscribe';

export const config = { api: { bodyParser: false } };

// No body schema: the body (a one-click client's `List-Unsubscribe=One-Click` form) is never read.
export default defineRoute({
  POST: {
    summary: "The unsubscribe page, and mail clients' one-click button (RFC 8058)",
    auth: 'none',
    reply: newsletterUnsubscribedSchema,
    errors: ['TOKEN_INVALID'],
    query: newsletterUnsubscribeQuerySchema,
    // Mail providers send the one-click POST from their own servers; the signed token is the proof.
    allowCrossSite: true,
    handle: ({ query }) => unsubscribe(query.token),
  },
});
