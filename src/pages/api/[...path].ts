import { AppError } from '@/server/http/app-error';
import { defineRoute } from '@/server/http/handler';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  ANY: {
    summary: "Any /api path without a route of its own: the JSON 404 envelope, never Next's HTML page",
    auth: 'none',
    handle: () => {
      throw new AppError('NOT_FOUND', 'No API endpoint at this path.');
    },
  },
});
