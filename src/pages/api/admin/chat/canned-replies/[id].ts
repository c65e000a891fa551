import * as z from 'zod';
import { cannedReplySchema } from '@/lib/chat/chat-tools-types';
import { cannedReplyIdParamSchema, cannedReplyUpdateBodySchema } from '@/schemas/admin-chat';
import { defineRoute } from '@/server/http/handler';
import { deleteCannedReply, updateCannedReply } from '@/server/services/admin/chat/canned-replies';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PATCH: {
    summary: "Admins: change a canned reply's language, shortcut or text",
    auth: 'admin',
    reply: cannedReplySchema,
    errors: ['NOT_FOUND', 'SHORTCUT_TAKEN'],
    query: cannedReplyIdParamSchema,
    body: cannedReplyUpdateBodySchema,
    handle: ({ query, body, user }) => updateCannedReply(query.id, body, user),
  },
  DELETE: {
    summary: 'Admins: delete a canned reply (messages sent with it stay as they were)',
    auth: 'admin',
    reply: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND'],
    query: cannedReplyIdParamSchema,
    handle: ({ query, user }) => deleteCannedReply(query.id, user),
  },
});
