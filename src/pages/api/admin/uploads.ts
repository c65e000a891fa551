import { uploadSchema } from '@/lib/uploads/upload-types';
import { defineRoute } from '@/server/http/handler';
import { receiveUpload } from '@/server/services/uploads/receive-upload';
import { uploadQuerySchema } from '@/schemas/uploads';

export const config = { api: { bodyParser: false } };

// POST /api/admin/uploads?kind&name – a file, sent as the raw body, streamed into file storage
export default defineRoute({
  POST: {
    summary: 'Upload a file (the raw body): a lesson video, captions, an image or an archive',
    auth: 'admin',
    status: 201,
    query: uploadQuerySchema,
    rawBody: {
      description:
        'The file itself, as the whole body (not a form), with its Content-Length. Its type is read from its ' +
        'first bytes; the Content-Type sent is not considered. Limits: video 2 GiB, caption 1 MiB, image ' +
        '10 MiB, archive 500 MiB.',
    },
    reply: uploadSchema,
    errors: ['LENGTH_REQUIRED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'UPLOAD_INCOMPLETE'],
    handle: ({ query, req, user }) => receiveUpload(req, query, user),
  },
});
