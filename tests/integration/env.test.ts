import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, DEVELOPMENT_AUTH_SECRET, ENV_VARIABLES, parseEnv } from '@/server/env';

const SECRET = 'x'.repeat(32);

describe('environment', () => {
  it('fills every default', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      DATA_DIR: './data',
      AUTH_SECRET: DEVELOPMENT_AUTH_SECRET,
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
    });
  });

  it('reads and converts given values, treating empty strings as unset', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      DATABASE_URL: 'postgres://app:pw@db:5432/learnhub',
      DATA_DIR: '/var/lib/learnhub',
      LOG_LEVEL: 'warn',
      API_BODY_LIMIT_BYTES: '2048',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NEXT_PUBLIC_API_URL: 'https://api.example.com',
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
    });
    const blank = parseEnv({ DATABASE_URL: '', SEED_ON_START: '0' });
    expect(blank.DATABASE_URL).toBeUndefined();
    expect(blank.SEED_ON_START).toBe(false);
  });

  it('fails fast in production on PostgreSQL without AUTH_SECRET, naming it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/learnhub' })).toThrow(
      /AUTH_SECRET: required in production with DATABASE_URL/,
    );
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
