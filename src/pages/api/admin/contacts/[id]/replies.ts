import { adminContactSchema } from '@/lib/admin/admin-contact-types';
import { contactIdParamSchema, contactReplyBodySchema } from '@/schemas/admin-contacts';
import { defineRoute } from '@/server/http/handler';
import { replyToContact } from '@/server/services/admin/contacts/contact-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      "Admins: mails an answer to a contact message's sender (in the language they wrote from, quoting them), keeps it in the thread and marks the message answered",
    auth: 'admin',
    reply: adminContactSchema,
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    query: contactIdParamSchema,
    body: contactReplyBodySchema,
    status: 201,
    handle: ({ query, body, user, log }) => replyToContact(query.id, body, user, log),
  },
});
