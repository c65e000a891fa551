import { newsletterConfirmSchema } from '@/schemas/newsletter';
import { defineRoute } from '@/server/http/handler';
import { confirmSubscription } from '@/server/services/newsletter/confirm-subscription';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "The mailed link's token confirms the subscription",
    auth: 'none',
    body: newsletterConfirmSchema,
    handle: ({ body, log }) => confirmSubscription(body.token, log),
  },
});
