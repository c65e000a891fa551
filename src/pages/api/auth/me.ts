import { userSchema } from '@/lib/auth/account-types';
import { profileUpdateSchema } from '@/schemas/auth';
import { defineRoute } from '@/server/http/handler';
import { getProfile } from '@/server/services/auth/get-profile';
import { updateProfile } from '@/server/services/auth/update-profile';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'The signed-in user',
    auth: 'user',
    reply: userSchema,
    handle: ({ user }) => getProfile(user),
  },
  PATCH: {
    summary: 'Edit name, phone, job title, address',
    auth: 'user',
    reply: userSchema,
    body: profileUpdateSchema,
    handle: ({ user, body }) => updateProfile(user, body),
  },
});
