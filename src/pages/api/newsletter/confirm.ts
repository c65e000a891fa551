import { newsletterConfirmedSchema } from '@/lib/content/contact-types';
import { newsletterConfirmSchema } from '@/schemas/newsletter';
import { defineRoute } from '@/server/http/handler';
import { confirmSubscription } from '@/server/services/newsletter/confirm-subscription';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "The mailed link's token confirms the subscription",
    auth: 'none',
    reply: newsletterConfirmedSchema,
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
    body: newsletterConfirmSchema,
    handle: ({ body, log }) => confirmSubscription(body.token, log),
  },
});
