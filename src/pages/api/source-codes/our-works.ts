import * as z from 'zod';
import { ourWorkSchema } from '@/lib/content/our-work-types';
import { langQuerySchema } from '@/schemas/catalog';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listOurWorks } from '@/server/services/showcase/list-our-works';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'The outsourcing showcase: its published projects in showcase order, with client, stack, images and outcome',
    auth: 'none',
    reply: z.array(ourWorkSchema),
    query: langQuerySchema,
    handle: ({ query, req }) => listOurWorks(requestLocale(req, query.lang)),
  },
});
