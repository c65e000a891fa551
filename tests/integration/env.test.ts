import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTH_SECRET_FILE,
  DEVELOPMENT_AUTH_SECRET,
  DEVELOPMENT_STOCK_KEY,
  ENV_VARIABLES,
  parseEnv,
  STOCK_KEY_FILE,
} from '@/server/env';

const SECRET = 'x'.repeat(32);
const STOCK_KEY = Buffer.alloc(32, 7).toString('base64');

describe('environment', () => {
  it('fills every default', () => {
    // The keys: the development ones, unless ./data holds a production server's (below).
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      DATA_DIR: './data',
      AUTH_SECRET: expect.any(String),
      LOG_LEVEL: 'info',
      API_BODY_LIMIT_BYTES: 1024 * 1024,
      NEXT_PUBLIC_API_URL: '',
      APP_URL: 'http://localhost:3000',
      SEED_ON_START: true,
      TRUST_PROXY: false,
      MAIL_FROM: 'LearnHub <no-reply@learnhub.local>',
      GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
      RATE_LIMIT_PREFIX: 'learnhub:rl',
      CHAT_PUSH_CHANNEL: 'learnhub:chat',
      NEWSLETTER_SIGN_UP_LIMIT_PER_HOUR: 10,
      SIGN_UP_LIMIT_PER_HOUR: 10,
      STOCK_HOLDS_PER_ADDRESS: 10,
      VNPAY_PAYMENT_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      VNPAY_API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
      PAYMENT_SANDBOX: false,
      STOCK_ENCRYPTION_KEY: expect.any(String),
      FILES_DIR: path.join('./data', 'files'),
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads and converts given values, treating empty strings as unset', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      STOCK_ENCRYPTION_KEY: STOCK_KEY,
      DATABASE_URL: 'postgres://app:pw@db:5432/learnhub',
      DATA_DIR: '/var/lib/learnhub',
      LOG_LEVEL: 'warn',
      API_BODY_LIMIT_BYTES: '2048',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NEXT_PUBLIC_API_URL: 'https://learnhub.example.com',
      APP_URL: 'https://learnhub.example.com',
      SEED_ON_START: 'false',
      REDIS_UNRELATED: 'ignored',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      DATABASE_URL: 'postgres://app:pw@db:5432/learnhub',
      API_BODY_LIMIT_BYTES: 2048,
      SEED_ON_START: false,
      REDIS_URL: 'redis://127.0.0.1:6379',
      STOCK_ENCRYPTION_KEY: STOCK_KEY,
      FILES_DIR: '/var/lib/learnhub/files',
    });
    const blank = parseEnv({ DATABASE_URL: '', SEED_ON_START: '0' });
    expect(blank.DATABASE_URL).toBeUndefined();
    expect(blank.SEED_ON_START).toBe(false);
  });

  it("refuses a browser API base on another origin than the site's, which the CSP and CSRF check would block", () => {
    expect(() =>
      parseEnv({ APP_URL: 'https://learnhub.example.com', NEXT_PUBLIC_API_URL: 'https://api.example.com' }),
    ).toThrow(/NEXT_PUBLIC_API_URL: must be on APP_URL's origin or empty/);
    expect(
      parseEnv({ APP_URL: 'https://learnhub.example.com/', NEXT_PUBLIC_API_URL: 'https://learnhub.example.com' })
        .NEXT_PUBLIC_API_URL,
    ).toBe('https://learnhub.example.com');
  });

  it('reads CONTACT_TO as a list of addresses', () => {
    expect(parseEnv({ CONTACT_TO: 'team@example.com, sales@example.com,' }).CONTACT_TO).toEqual([
      'team@example.com',
      'sales@example.com',
    ]);
    expect(parseEnv({ CONTACT_TO: '' }).CONTACT_TO).toBeUndefined();
    expect(() => parseEnv({ CONTACT_TO: 'team@example.com, nobody' })).toThrow(
      /CONTACT_TO\.1: must be email addresses separated by commas/,
    );
  });

  it('fails fast in production on PostgreSQL without AUTH_SECRET, naming it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/learnhub' })).toThrow(
      /AUTH_SECRET: required in production with DATABASE_URL/,
    );
  });

  it('seeds the demo content (and its published passwords) at start, but not by default on a real deployment', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, STOCK_ENCRYPTION_KEY: STOCK_KEY };
    const postgres = { ...production, DATABASE_URL: 'postgres://app@db/learnhub' };
    expect(parseEnv(postgres).SEED_ON_START).toBe(false);
    expect(parseEnv({ ...postgres, SEED_ON_START: '' }).SEED_ON_START).toBe(false);
    // A staging site asks for it.
    expect(parseEnv({ ...postgres, SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    // `npm run demo` (production on the embedded database), development and the scripts.
    expect(parseEnv(production).SEED_ON_START).toBe(true);
    expect(parseEnv({ DATABASE_URL: 'postgres://app@db/learnhub' }).SEED_ON_START).toBe(true);
    expect(parseEnv({ ...production, SEED_ON_START: 'off' }).SEED_ON_START).toBe(false);
  });

  it('on the embedded database in production, makes a secret once and keeps it in DATA_DIR', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'learnhub-env-')), 'nested');
    const first = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }).AUTH_SECRET;
    const second = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }).AUTH_SECRET;
    expect(first).toHaveLength(64);
    expect(first).not.toBe(DEVELOPMENT_AUTH_SECRET);
    expect(second).toBe(first);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('fails fast in production on PostgreSQL without STOCK_ENCRYPTION_KEY, and rejects keys that are not 32 bytes', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/learnhub', AUTH_SECRET: SECRET }),
    ).toThrow(/STOCK_ENCRYPTION_KEY: required in production with DATABASE_URL/);
    expect(() => parseEnv({ STOCK_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /STOCK_ENCRYPTION_KEY: must be 32 random bytes in base64/,
    );
  });

  it('on the embedded database in production, makes a stock key once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'learnhub-env-'));
    const first = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }).STOCK_ENCRYPTION_KEY;
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(first).not.toBe(DEVELOPMENT_STOCK_KEY);
    expect(parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }).STOCK_ENCRYPTION_KEY).toBe(first);
    expect(statSync(path.join(dataDir, STOCK_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('outside production, uses the keys a production server left in DATA_DIR (npm run db:seed, npm run dev)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'learnhub-env-'));
    // Nothing there yet: the development keys, and no file is made.
    expect(parseEnv({ DATA_DIR: dataDir })).toMatchObject({
      AUTH_SECRET: DEVELOPMENT_AUTH_SECRET,
      STOCK_ENCRYPTION_KEY: DEVELOPMENT_STOCK_KEY,
    });
    expect(existsSync(path.join(dataDir, STOCK_KEY_FILE))).toBe(false);
    const production = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir });
    // A script run without NODE_ENV on that data encrypts stock the server can read.
    expect(parseEnv({ DATA_DIR: dataDir })).toMatchObject({
      AUTH_SECRET: production.AUTH_SECRET,
      STOCK_ENCRYPTION_KEY: production.STOCK_ENCRYPTION_KEY,
    });
    // The files belong to the embedded database, not to a PostgreSQL one.
    expect(parseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://app@db/learnhub' }).STOCK_ENCRYPTION_KEY).toBe(
      DEVELOPMENT_STOCK_KEY,
    );
  });

  it('takes VNPay settings whole, and never with the sandbox switched on', () => {
    expect(() => parseEnv({ VNPAY_TMN_CODE: 'DEMOV210' })).toThrow(/VNPAY_HASH_SECRET: required with VNPAY_TMN_CODE/);
    expect(() => parseEnv({ VNPAY_HASH_SECRET: 'S'.repeat(32) })).toThrow(
      /VNPAY_TMN_CODE: required with VNPAY_HASH_SECRET/,
    );
    expect(() =>
      parseEnv({ VNPAY_TMN_CODE: 'DEMOV210', VNPAY_HASH_SECRET: 'S'.repeat(32), PAYMENT_SANDBOX: 'true' }),
    ).toThrow(/PAYMENT_SANDBOX: cannot be on with VNPay settings/);
    expect(parseEnv({ VNPAY_TMN_CODE: 'DEMOV210', VNPAY_HASH_SECRET: 'S'.repeat(32) })).toMatchObject({
      VNPAY_TMN_CODE: 'DEMOV210',
      PAYMENT_SANDBOX: false,
    });
  });

  it('needs the S3 secret with the S3 access key', () => {
    expect(() => parseEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/,
    );
  });

  it('does not need AUTH_SECRET while `next build` runs', () => {
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).AUTH_SECRET).toBe(
      DEVELOPMENT_AUTH_SECRET,
    );
  });

  it('lists every invalid variable in one error', () => {
    let message = '';
    try {
      parseEnv({
        AUTH_SECRET: 'short',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        API_BODY_LIMIT_BYTES: '-1',
        SEED_ON_START: 'maybe',
        APP_URL: 'not a url',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment variables:/);
    for (const name of [
      'AUTH_SECRET',
      'DATABASE_URL',
      'LOG_LEVEL',
      'API_BODY_LIMIT_BYTES',
      'SEED_ON_START',
      'APP_URL',
    ]) {
      expect(message).toContain(`  ${name}: `);
    }
    expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
  });

  it('.env.example lists every variable, and its values are valid defaults', () => {
    const example = readFileSync(path.join(import.meta.dirname, '..', '..', '.env.example'), 'utf8');
    const entries = Object.fromEntries(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    expect(Object.keys(entries).sort()).toEqual([...ENV_VARIABLES].sort());
    expect(() => parseEnv(entries)).not.toThrow();
  });
});
