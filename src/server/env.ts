import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { isBuildPhase } from './build-phase';

/**
 * The one place the server reads `process.env` (create-t3-app style): every variable is
 * validated once, at import, and the rest of the server uses the typed `env` object.
 * `.env.example` documents the same list with the same defaults.
 */

/**
 * Used only outside production so `npm run dev` and the tests work with no setup.
 * @internal exported for the tests
 */
export const DEVELOPMENT_AUTH_SECRET = 'learnhub-development-secret-change-me-0123456789';
/**
 * The same for the key that encrypts the account store's stock (32 bytes, base64).
 * @internal exported for the tests
 */
export const DEVELOPMENT_STOCK_KEY = Buffer.from('learnhub-development-stock-key!!').toString('base64');

// `z.coerce.boolean()` would read "false" as true; accept the usual spellings instead.
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, { error: 'must be a postgres:// connection URL' });

const emptyOrUrl = z.union([z.literal(''), z.url({ error: 'must be an absolute URL or empty' })]);

// AES-256 needs exactly 32 bytes: `openssl rand -base64 32`.
const base64Key = z
  .string()
  .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
    error: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
  });

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
  // The bearer token of GET /api/metrics; unset = the endpoint is not exposed (404).
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  NEXT_PUBLIC_API_URL: emptyOrUrl.default(''),
  APP_URL: z.url({ error: 'must be an absolute URL' }).default('http://localhost:3000'),
  // Default: on, but off in production on PostgreSQL (see seedsOnStartByDefault).
  SEED_ON_START: booleanString.optional(),
  // Behind one reverse proxy that sets X-Forwarded-For: the client IP is its last entry.
  TRUST_PROXY: booleanString.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('LearnHub <no-reply@learnhub.local>'),
  // Who receives the contact form's messages: one address or several, comma-separated.
  // Unset = every admin account.
  CONTACT_TO: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be email addresses separated by commas' })).min(1))
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  // The Redis pub/sub channel that carries the chat's changes to every instance's push streams.
  CHAT_PUSH_CHANNEL: z.string().min(1).default('learnhub:chat'),
  // Key prefix of the rate-limit counters in Redis (lets several apps share one Redis).
  RATE_LIMIT_PREFIX: z.string().min(1).default('learnhub:rl'),
  // Sign-ups per client address an hour. A school or office behind one address may need more.
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // Newsletter sign-ups per client address an hour (the same reason to raise it).
  NEWSLETTER_SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // Account-store items one client address may hold in unpaid orders (several accounts behind it).
  STOCK_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  // Payments (DESIGN.md §6): VNPay when both are given, else the built-in sandbox gateway.
  VNPAY_TMN_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{1,32}$/, { error: 'must be the alphanumeric terminal code VNPay issued' })
    .optional(),
  VNPAY_HASH_SECRET: z.string().min(16, { error: 'must be the hash secret VNPay issued' }).optional(),
  VNPAY_PAYMENT_URL: z.url().default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  // VNPay's merchant API (querydr, refund): server to server, signed JSON.
  VNPAY_API_URL: z.url().default('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction'),
  PAYMENT_SANDBOX: booleanString.default(false),
  STOCK_ENCRYPTION_KEY: base64Key.optional(),
  // Downloadable files: a local folder (default ${DATA_DIR}/files), or S3 when S3_BUCKET is set.
  FILES_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
});

/**
 * The names of every variable the server reads (`.env.example` documents each one).
 * @internal exported for the tests
 */
export const ENV_VARIABLES = Object.keys(schema.shape);

export type Env = Omit<
  z.output<typeof schema>,
  'AUTH_SECRET' | 'STOCK_ENCRYPTION_KEY' | 'FILES_DIR' | 'SEED_ON_START'
> & {
  AUTH_SECRET: string;
  STOCK_ENCRYPTION_KEY: string;
  FILES_DIR: string;
  SEED_ON_START: boolean;
};

/** @internal exported for the tests */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Validates an environment (process.env by default). Empty strings count as unset, as in
 * most dotenv tooling, so `DATABASE_URL=` in a .env file means "use the embedded database".
 * @internal exported for the tests
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
  const building = isBuildPhase(source);
  const needsSecret = input.NODE_ENV === 'production' && !building && input.AUTH_SECRET === undefined;
  // Instances sharing a PostgreSQL must share the secret, so there it has to be given.
  if (needsSecret && input.DATABASE_URL !== undefined) {
    problems.push(
      '  AUTH_SECRET: required in production with DATABASE_URL (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    );
  }
  const needsStockKey = input.NODE_ENV === 'production' && !building && input.STOCK_ENCRYPTION_KEY === undefined;
  if (needsStockKey && input.DATABASE_URL !== undefined) {
    problems.push(
      '  STOCK_ENCRYPTION_KEY: required in production with DATABASE_URL (32 random bytes in base64, e.g. `openssl rand -base64 32`)',
    );
  }
  problems.push(...paymentProblems(input));
  if (result.success && !apiOnSiteOrigin(result.data.NEXT_PUBLIC_API_URL, result.data.APP_URL)) {
    problems.push(
      "  NEXT_PUBLIC_API_URL: must be on APP_URL's origin or empty (the site's CSP, CSRF check and cookies serve the API from the site itself)",
    );
  }
  if (input.S3_ACCESS_KEY_ID !== undefined && input.S3_SECRET_ACCESS_KEY === undefined) {
    problems.push('  S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID');
  }
  if (!result.success || problems.length > 0) {
    throw new EnvError(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  const { DATA_DIR } = result.data;
  // Outside production (the npm scripts, `npm run dev`), an embedded database that a
  // production server has used keeps its keys: its sessions and stock were made with them.
  // (`next build` has no data.)
  const onEmbedded = input.DATABASE_URL === undefined && !building;
  const secret =
    result.data.AUTH_SECRET ??
    (needsSecret ? embeddedAuthSecret(DATA_DIR) : undefined) ??
    (onEmbedded ? embeddedAuthSecret(DATA_DIR, { create: false }) : undefined) ??
    DEVELOPMENT_AUTH_SECRET;
  const stockKey =
    result.data.STOCK_ENCRYPTION_KEY ??
    (needsStockKey ? embeddedStockKey(DATA_DIR) : undefined) ??
    (onEmbedded ? embeddedStockKey(DATA_DIR, { create: false }) : undefined) ??
    DEVELOPMENT_STOCK_KEY;
  return {
    ...result.data,
    SEED_ON_START: result.data.SEED_ON_START ?? seedsOnStartByDefault(input),
    AUTH_SECRET: secret,
    STOCK_ENCRYPTION_KEY: stockKey,
    FILES_DIR: result.data.FILES_DIR ?? path.join(DATA_DIR, 'files'),
  };
}

/**
 * The demo content includes an admin and a learner whose passwords the README publishes:
 * right for `npm run demo` and development, a back door on a real deployment. A production
 * server on PostgreSQL, the same line the payment sandbox draws, seeds only when
 * SEED_ON_START=true says so (a staging site); its admins come from `npm run admin:create`.
 */
function seedsOnStartByDefault(input: Record<string, string | undefined>): boolean {
  return !(input.NODE_ENV === 'production' && input.DATABASE_URL !== undefined);
}

/**
 * The browser's API base may name the site itself (a path or its full origin), never
 * another origin: the Content-Security-Policy allows connections to 'self' only, the CSRF
 * check refuses writes another site starts, and no CORS headers are sent. Refused at
 * start rather than leaving every call in the browser to fail.
 */
function apiOnSiteOrigin(apiUrl: string, appUrl: string): boolean {
  return apiUrl === '' || new URL(apiUrl).origin === new URL(appUrl).origin;
}

/**
 * VNPay needs both its terminal code and hash secret. Without them the built-in sandbox
 * gateway takes payments (simulated: no money moves), so real settings can never run
 * alongside it, and a production server on PostgreSQL — a real deployment — only runs it
 * when PAYMENT_SANDBOX=true says so (a staging site), never by omission.
 */
function paymentProblems(input: Record<string, string | undefined>): string[] {
  const hasCode = input.VNPAY_TMN_CODE !== undefined;
  const hasSecret = input.VNPAY_HASH_SECRET !== undefined;
  if (hasCode !== hasSecret) {
    return [
      `  ${hasCode ? 'VNPAY_HASH_SECRET' : 'VNPAY_TMN_CODE'}: required with ${hasCode ? 'VNPAY_TMN_CODE' : 'VNPAY_HASH_SECRET'}`,
    ];
  }
  const sandboxOn = ['true', '1', 'yes', 'on'].includes(input.PAYMENT_SANDBOX ?? '');
  if (hasCode && sandboxOn) {
    return ['  PAYMENT_SANDBOX: cannot be on with VNPay settings (the sandbox would take payments without money)'];
  }
  return [];
}

/** @internal exported for the tests */
export const AUTH_SECRET_FILE = 'auth-secret';
/** @internal exported for the tests */
export const STOCK_KEY_FILE = 'stock-key';

/**
 * A production server on the embedded database is one process on one machine: without a
 * configured AUTH_SECRET it makes a random one on first start and keeps it beside the
 * database (mode 0600), so `npm run demo` needs no set-up and sessions survive restarts.
 * @internal exported for the tests
 */
export function embeddedAuthSecret(dataDir: string): string;
export function embeddedAuthSecret(dataDir: string, options: { create: false }): string | undefined;
export function embeddedAuthSecret(dataDir: string, options = { create: true }): string | undefined {
  const secret = embeddedSecretFile(dataDir, AUTH_SECRET_FILE, () => randomBytes(48).toString('base64'), options);
  if (secret === undefined) return undefined;
  if (secret.length < 32) {
    throw new EnvError(
      `Invalid environment variables:\n  AUTH_SECRET: ${path.join(dataDir, AUTH_SECRET_FILE)} holds fewer than 32 characters`,
    );
  }
  return secret;
}

/**
 * The same for the stock key: the stock seeded on first start stays readable after restarts.
 * @internal exported for the tests
 */
export function embeddedStockKey(dataDir: string): string;
export function embeddedStockKey(dataDir: string, options: { create: false }): string | undefined;
export function embeddedStockKey(dataDir: string, options = { create: true }): string | undefined {
  const key = embeddedSecretFile(dataDir, STOCK_KEY_FILE, () => randomBytes(32).toString('base64'), options);
  if (key === undefined) return undefined;
  if (!base64Key.safeParse(key).success) {
    throw new EnvError(
      `Invalid environment variables:\n  STOCK_ENCRYPTION_KEY: ${path.join(dataDir, STOCK_KEY_FILE)} is not a 32-byte key`,
    );
  }
  return key;
}

/** The file's secret, made first when `create` (else undefined when there is none). */
function embeddedSecretFile(
  dataDir: string,
  name: string,
  make: () => string,
  options: { create: boolean },
): string | undefined {
  const file = path.join(dataDir, name);
  if (options.create) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // `wx`: never overwrite — a second process starting at the same moment reads the first one's.
      writeFileSync(file, make(), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (!options.create && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export const env: Env = parseEnv();
