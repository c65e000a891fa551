import { sourceCodeVersionsSchema } from '@/lib/admin/admin-source-code-types';
import { ROUTES, sourceCodePath } from '@/lib/routes';
import { idParamSchema } from '@/schemas/admin-courses';
import { newVersionBodySchema } from '@/schemas/admin-source-codes';
import { defineRoute } from '@/server/http/handler';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { listVersions, publishVersion } from '@/server/services/admin/source-codes/source-code-versions';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Admins: a source-code product's archive versions, newest first, and the one buyers download",
    auth: 'admin',
    reply: sourceCodeVersionsSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => listVersions(query.id),
  },
  POST: {
    summary:
      'Admins: publishes a new version from an uploaded archive with its changelog: every buyer downloads it from now on and is mailed; orders keep the version they bought',
    auth: 'admin',
    reply: sourceCodeVersionsSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: newVersionBodySchema,
    handle: async ({ query, body, user, res, log }) => {
      const { reply, slug } = await publishVersion(query.id, body, user, log);
      // The product's page and the list show the version and the file's size.
      await revalidatePages(res, [ROUTES.sourceCodes, sourceCodePath(slug)]);
      return reply;
    },
  },
});
