// GET /api/auth/me – the signed-in user; PATCH /api/auth/me – edit name, phone, job title, address.
import { profileUpdateSchema } from '@/schemas/auth';
import { defineRoute } from '@/server/http/handler';
import { getProfile } from '@/server/services/auth/get-profile';
import { updateProfile } from '@/server/services/auth/update-profile';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: { auth: 'user', handle: ({ user }) => getProfile(user) },
  PATCH: { auth: 'user', body: profileUpdateSchema, handle: ({ user, body }) => updateProfile(user, body) },
});
