import * as z from 'zod';
import { AppError } from '@/server/http/app-error';
import { defineRoute } from '@/server/http/handler';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  ANY: {
    summary: "Any /api path without a route of its own: the JSON 404 envelope, never Next's HTML page",
    auth: 'none',
    // It never succeeds: every call is the 404.
    reply: z.never(),
    errors: ['NOT_FOUND'],
    handle: () => {
      throw new AppError('NOT_FOUND', 'No API endpoint at this path.');
    },
  },
});
