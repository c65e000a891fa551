import { adminContactSchema } from '@/lib/admin/admin-contact-types';
import { contactIdParamSchema, contactUpdateBodySchema } from '@/schemas/admin-contacts';
import { defineRoute } from '@/server/http/handler';
import { getAdminContact, updateContact } from '@/server/services/admin/contacts/contact-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: a contact message with its thread of answers (reading it here changes nothing)',
    auth: 'admin',
    reply: adminContactSchema,
    errors: ['NOT_FOUND'],
    query: contactIdParamSchema,
    handle: ({ query }) => getAdminContact(query.id),
  },
  PATCH: {
    summary: "Admins: a contact message's status (new, in_progress, answered, spam) and who answers it",
    auth: 'admin',
    reply: adminContactSchema,
    errors: ['NOT_FOUND'],
    query: contactIdParamSchema,
    body: contactUpdateBodySchema,
    handle: ({ query, body, user }) => updateContact(query.id, body, user),
  },
});
