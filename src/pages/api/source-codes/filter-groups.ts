import * as z from 'zod';
import { filterGroupSchema } from '@/lib/commerce/source-code-types';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listFilterGroups } from '@/server/services/source-codes/list-source-codes';
import { langQuerySchema } from '@/schemas/catalog';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The facets of the list: [{ id, slug, name, options: [{ value, label, slug }] }]',
    auth: 'none',
    reply: z.array(filterGroupSchema),
    query: langQuerySchema,
    handle: ({ query, req }) => listFilterGroups(requestLocale(req, query.lang)),
  },
});
