import * as z from 'zod';
import { chatNoteSchema } from '@/lib/chat/chat-tools-types';
import { chatNoteBodySchema, chatSessionIdParamSchema } from '@/schemas/admin-chat';
import { defineRoute } from '@/server/http/handler';
import { addChatNote, listChatNotes } from '@/server/services/admin/chat/chat-notes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: a conversation's internal notes, oldest first (the contact never sees them)",
    auth: 'admin',
    reply: z.array(chatNoteSchema),
    errors: ['NOT_FOUND'],
    query: chatSessionIdParamSchema,
    handle: ({ query }) => listChatNotes(query.id),
  },
  POST: {
    summary: 'Admins: add an internal note to a conversation, active or closed',
    auth: 'admin',
    reply: chatNoteSchema,
    errors: ['NOT_FOUND'],
    query: chatSessionIdParamSchema,
    body: chatNoteBodySchema,
    status: 201,
    handle: ({ query, body, user }) => addChatNote(query.id, body.text, user),
  },
});
