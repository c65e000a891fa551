import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

/**
 * The one place the server reads `process.env` (create-t3-app style): every variable is
 * validated once, at import, and the rest of the server uses the typed `env` object.
 * `.env.example` documents the same list with the same defaults.
 */

/** Used only outside production so `npm run dev` and the tests work with no setup. */
export const DEVELOPMENT_AUTH_SECRET = 'learnhub-development-secret-change-me-0123456789';

// `z.coerce.boolean()` would read "false" as true; accept the usual spellings instead.
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, { error: 'must be a postgres:// connection URL' });

const emptyOrUrl = z.union([z.literal(''), z.url({ error: 'must be an absolute URL or empty' })]);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  REDIS_URL: z.url({ error: 'must be a redis:// URL' }).optional(),
  NEXT_PUBLIC_API_URL: emptyOrUrl.default(''),
  APP_URL: z.url({ error: 'must be an absolute URL' }).default('http://localhost:3000'),
  SEED_ON_START: booleanString.default(true),
  // Behind one reverse proxy that sets X-Forwarded-For: the client IP is its last entry.
  TRUST_PROXY: booleanString.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('LearnHub <no-reply@learnhub.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  // Key prefix of the rate-limit counters in Redis (lets several apps share one Redis).
  RATE_LIMIT_PREFIX: z.string().min(1).default('learnhub:rl'),
});

/** The names of every variable the server reads (`.env.example` documents each one). */
export const ENV_VARIABLES = Object.keys(schema.shape);

export type Env = Omit<z.output<typeof schema>, 'AUTH_SECRET'> & { AUTH_SECRET: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Validates an environment (process.env by default). Empty strings count as unset, as in
 * most dotenv tooling, so `DATABASE_URL=` in a .env file means "use the embedded database".
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const input = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in schema.shape && value !== ''),
  );
  const result = schema.safeParse(input);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);

  // `next build` runs with NODE_ENV=production but must not need runtime secrets.
  const building = source.NEXT_PHASE === 'phase-production-build';
  const needsSecret = input.NODE_ENV === 'production' && !building && input.AUTH_SECRET === undefined;
  // Instances sharing a PostgreSQL must share the secret, so there it has to be given.
  if (needsSecret && input.DATABASE_URL !== undefined) {
    problems.push(
      '  AUTH_SECRET: required in production with DATABASE_URL (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    );
  }
  if (!result.success || problems.length > 0) {
    throw new EnvError(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  const secret =
    result.data.AUTH_SECRET ?? (needsSecret ? embeddedAuthSecret(result.data.DATA_DIR) : DEVELOPMENT_AUTH_SECRET);
  return { ...result.data, AUTH_SECRET: secret };
}

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * A production server on the embedded database is one process on one machine: without a
 * configured AUTH_SECRET it makes a random one on first start and keeps it beside the
 * database (mode 0600), so `npm run demo` needs no set-up and sessions survive restarts.
 */
export function embeddedAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: never overwrite — a second process starting at the same moment reads the first one's.
    writeFileSync(file, randomBytes(48).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new EnvError(`Invalid environment variables:\n  AUTH_SECRET: ${file} holds fewer than 32 characters`);
  return secret;
}

export const env: Env = parseEnv();
