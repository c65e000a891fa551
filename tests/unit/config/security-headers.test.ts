import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ANTD_STYLESHEET_ROUTE } from '../../../scripts/lib/antd-stylesheet.cjs';
import { s3MediaOrigins } from '../../../scripts/lib/s3-media-origins.cjs';

type HeaderRule = { source: string; locale?: false; headers: { key: string; value: string }[] };
const require = createRequire(import.meta.url);
const config = require('../../../next.config.js') as (phase: string) => { headers: () => Promise<HeaderRule[]> };
const { pathToRegexp } = require('next/dist/compiled/path-to-regexp') as {
  pathToRegexp: (path: string, keys: { name: string | number }[]) => RegExp;
};
const EVERY_PATH = '/(.*)';

async function headersIn(phase: string, source = EVERY_PATH): Promise<Map<string, string>> {
  const rules = await config(phase).headers();
  const rule = rules.find((candidate) => candidate.source === source);
  expect(rule, source).toBeDefined();
  return new Map(rule!.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('security headers (next.config.js)', () => {
  it('production: a script policy of the site itself only, and the lock-down directives', async () => {
    for (const phase of ['phase-production-build', 'phase-production-server']) {
      const headers = await headersIn(phase);
      const policy = directives(headers.get('content-security-policy')!);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    }
  });

  it('the development server gets what React tooling needs, and no HSTS for localhost', async () => {
    const headers = await headersIn('phase-development-server');
    const policy = directives(headers.get('content-security-policy')!);
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
    expect(headers.has('strict-transport-security')).toBe(false);
  });

  it('the rule for every path has no named parameter, so Next sends its values without compiling them', async () => {
    const rule = (await config('phase-production-server').headers()).find(({ source }) => source === EVERY_PATH)!;
    const keys: { name: string | number }[] = [];
    const pattern = pathToRegexp(rule.source, keys);
    expect(keys.filter(({ name }) => typeof name === 'string')).toEqual([]);
    // Matched against the path as requested: both languages, files and the API.
    expect(rule.locale).toBe(false);
    for (const path of ['/', '/vi', '/vi/courses/a-course', '/api/health', '/site.webmanifest']) {
      expect(pattern.test(path), path).toBe(true);
    }
  });

  it("keeps antd's stylesheet for good: its name changes with its content", async () => {
    const headers = await headersIn('phase-production-server', ANTD_STYLESHEET_ROUTE);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('lets media play from the site only, or also from the S3 bucket the lesson videos are stored in', async () => {
    const mediaSources = async () =>
      directives((await headersIn('phase-production-build')).get('content-security-policy')!).get('media-src');
    expect(await mediaSources()).toEqual(["'self'", 'blob:']);
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { S3_BUCKET: 'learnhub-files', S3_REGION: 'ap-southeast-1' });
      expect(await mediaSources()).toEqual([
        "'self'",
        'blob:',
        'https://learnhub-files.s3.ap-southeast-1.amazonaws.com',
      ]);
    } finally {
      process.env = saved;
    }
  });
});

describe('s3MediaOrigins: the origin the AWS SDK presigns video addresses for', () => {
  it.each([
    [{}, []],
    [{ S3_BUCKET: 'learnhub-files' }, ['https://learnhub-files.s3.us-east-1.amazonaws.com']],
    [{ S3_BUCKET: 'learnhub-files', S3_FORCE_PATH_STYLE: 'true' }, ['https://s3.us-east-1.amazonaws.com']],
    // A bucket name with dots cannot be a TLS subdomain: the SDK signs it path-style.
    [{ S3_BUCKET: 'media.learnhub.vn', S3_REGION: 'ap-southeast-1' }, ['https://s3.ap-southeast-1.amazonaws.com']],
    [
      { S3_BUCKET: 'learnhub-files', S3_ENDPOINT: 'https://minio.example.com:9000' },
      ['https://learnhub-files.minio.example.com:9000'],
    ],
    [
      { S3_BUCKET: 'learnhub-files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: '1' },
      ['http://127.0.0.1:9000'],
    ],
  ])('%j → %j', (env, origins) => {
    expect(s3MediaOrigins(env)).toEqual(origins);
  });
});
