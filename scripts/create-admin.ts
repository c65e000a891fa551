/**
 * `npm run admin:create -- --email x@example.com --name "Jane Admin" [--password secret]`
 * Creates a verified admin account, or promotes the account with that email to admin (a
 * given password then replaces its password). Without --password a new account gets a
 * random one, printed once. Runs the migrations first, on the configured database.
 */
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { emailSchema, passwordSchema } from '../src/schemas/auth';
import { isCommonPassword } from '../src/server/auth/common-passwords';
import { closeDatabase, getDatabase } from '../src/server/db/client';
import { createOrPromoteAdmin } from '../src/server/services/auth/create-admin';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = z.safeParse(emailSchema, values.email ?? '');
  if (!email.success) throw new Error('--email: a valid email address is required');
  if (values.password !== undefined) {
    const password = z.safeParse(passwordSchema, values.password);
    if (!password.success) throw new Error(`--password: ${password.error.issues[0]?.message}`);
    if (isCommonPassword(values.password)) throw new Error('--password: this password is too common');
  }
  const database = getDatabase();
  try {
    await database.migrate();
    const result = await createOrPromoteAdmin({
      email: email.data,
      name: values.name?.trim() || email.data.split('@')[0]!,
      password: values.password,
    });
    console.log(`${result.created ? 'Created' : 'Promoted'} admin ${result.user.email} (${database.driver}).`);
    if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
  } finally {
    // PGlite writes its files on close; exiting without it can lose the last changes.
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
