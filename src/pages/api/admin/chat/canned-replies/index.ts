import * as z from 'zod';
import { cannedReplySchema } from '@/lib/chat/chat-tools-types';
import { cannedRepliesQuerySchema, cannedReplyCreateBodySchema } from '@/schemas/admin-chat';
import { defineRoute } from '@/server/http/handler';
import { createCannedReply, listCannedReplies } from '@/server/services/admin/chat/canned-replies';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: the team's canned replies, by language and shortcut (optionally one language's)",
    auth: 'admin',
    reply: z.array(cannedReplySchema),
    query: cannedRepliesQuerySchema,
    handle: ({ query }) => listCannedReplies(query.language),
  },
  POST: {
    summary: 'Admins: a new canned reply; its shortcut is unique within its language',
    auth: 'admin',
    reply: cannedReplySchema,
    errors: ['SHORTCUT_TAKEN'],
    body: cannedReplyCreateBodySchema,
    status: 201,
    handle: ({ body, user }) => createCannedReply(body, user),
  },
});
