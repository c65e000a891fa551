/**
 * The deploy recipe (Dockerfile, compose.yaml, deploy/) has no container daemon to run on
 * here, so its invariants are read from the files: a non-root image with a health check that
 * ships only the standalone output, two instances sharing one set of secrets behind a proxy
 * that reaches both, the bucket the apps use being the one the setup creates and the policy
 * allows, and secrets written by deploy/make-secrets.sh that the server's own validation
 * accepts in production. e2e/standalone.spec.ts serves the standalone server itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseEnv } from '@/server/env';

const root = path.join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** deploy/ without any env file made on this machine, as a fresh checkout has it. */
const copyDeployFolder = (to: string) =>
  cpSync(path.join(root, 'deploy'), to, { recursive: true, filter: (file) => !file.endsWith('.env') });

interface Service {
  image?: string;
  build?: { context: string; target?: string; args?: Record<string, string> };
  env_file?: string | string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: unknown;
  entrypoint?: string[];
  profiles?: string[];
  networks?: Record<string, { aliases?: string[] }>;
}
const compose = parseYaml(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** The value, or a failure naming what is missing. */
function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
const service = (name: string) => must(services[name], `compose.yaml's service ${name}`);
const appNames = Object.keys(services).filter((name) => services[name]?.build?.target === 'runner');
const apps = appNames.map(service);
const firstApp = must(apps[0], 'an app service');
const appEnvironment = must(firstApp.environment, "the app services' environment");
/** A variable of an env file or environment. */
const variable = (env: Record<string, string>, key: string) => must(env[key], key);

/** KEY=value lines of an env file (comments and blank lines left out). */
function envFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The Dockerfile's stages: name → its instructions, continuation lines joined. */
function dockerStages(text: string): Map<string, string[]> {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const instruction of instructions) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)$/i.exec(instruction);
    if (from) stages.set(must(from[1], 'a stage name'), (current = []));
    else current?.push(instruction);
  }
  return stages;
}

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'));
  const runner = must([...stages.values()].at(-1), 'a stage');
  const runnerText = runner.join('\n');

  it('installs from the lockfile, builds with npm run build, and runs in a last stage of its own', () => {
    expect([...stages.keys()]).toEqual(['deps', 'build', 'runner']);
    expect(must(stages.get('deps'), 'deps').join('\n')).toMatch(/\bnpm ci\b/);
    expect(must(stages.get('build'), 'build').join('\n')).toMatch(/^RUN npm run build$/m);
    expect(read('Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
  });

  it('ships only the standalone output (its node_modules are the files the server uses)', () => {
    const copies = runner.filter((line) => line.startsWith('COPY'));
    expect(copies).toEqual(['COPY --from=build /app/.next/standalone ./']);
    expect(runnerText).toMatch(/^CMD \["node", "server.js"\]$/m);
  });

  it('runs as an unprivileged user, set before the command', () => {
    const user = runner.findIndex((line) => line.startsWith('USER '));
    expect(user).toBeGreaterThan(-1);
    expect(runner[user]).not.toMatch(/^USER (root|0)(:|$)/);
    expect(user).toBeLessThan(runner.findIndex((line) => line.startsWith('CMD ')));
  });

  it('is production, listens on every interface on port 3000, and keeps DATA_DIR in a volume', () => {
    expect(runnerText).toMatch(/\bNODE_ENV=production\b/);
    // Docker sets HOSTNAME to the container's id, and server.js listens on HOSTNAME.
    expect(runnerText).toMatch(/\bHOSTNAME=0\.0\.0\.0\b/);
    expect(runnerText).toMatch(/\bPORT=3000\b/);
    expect(runnerText).toMatch(/^EXPOSE 3000$/m);
    const dataDir = /\bDATA_DIR=(\S+)/.exec(runnerText)?.[1];
    expect(dataDir).toBeDefined();
    expect(runnerText).toMatch(new RegExp(`^VOLUME ${dataDir}$`, 'm'));
  });

  it('checks its liveness with node’s fetch against /api/health', () => {
    const healthcheck = runner.find((line) => line.startsWith('HEALTHCHECK'));
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*fetch\(.*\/api\/health'\)/);
  });

  it('keeps secrets, local state and build output out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '.env.*', 'deploy/*.env', 'node_modules', '.next', 'data', '.git']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, MinIO with its setup step, a proxy and two app instances of the image', () => {
    for (const name of ['postgres', 'redis', 'minio', 'minio-setup', 'proxy']) expect(services).toHaveProperty(name);
    expect(appNames.length).toBeGreaterThanOrEqual(2);
    for (const app of apps) expect(app.image).toBe(firstApp.image);
  });

  it('gives every instance the same environment and the secrets from one env file, none written inline', () => {
    for (const app of apps) {
      expect(app.env_file).toBe('deploy/app.env');
      expect(app.environment).toEqual(appEnvironment);
    }
    const secrets = ['AUTH_SECRET', 'STOCK_ENCRYPTION_KEY', 'DATABASE_URL', 'S3_SECRET_ACCESS_KEY'];
    const example = envFile(read('deploy/app.env.example'));
    for (const secret of secrets) {
      expect(example).toHaveProperty(secret);
      expect(appEnvironment).not.toHaveProperty(secret);
    }
  });

  it('sets the apps behind the proxy: TRUST_PROXY, Redis shared, no port of their own', () => {
    expect(appEnvironment.TRUST_PROXY).toBe('true');
    expect(appEnvironment.REDIS_URL).toBe('redis://redis:6379');
    // With TRUST_PROXY the apps believe X-Forwarded-For: only the proxy may reach them.
    for (const app of apps) expect(app.ports).toBeUndefined();
    expect(service('proxy').ports).toHaveLength(1);
  });

  it('starts the apps once the database and Redis are healthy and the bucket exists', () => {
    for (const app of apps) {
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-setup': { condition: 'service_completed_successfully' },
      });
    }
    expect(service('postgres').healthcheck).toBeDefined();
    expect(service('redis').healthcheck).toBeDefined();
  });

  it('uses one bucket: the one the setup creates, the apps’ policy allows and the build’s CSP names', () => {
    const bucket = variable(appEnvironment, 'S3_BUCKET');
    const setup = must(service('minio-setup').entrypoint, 'the setup step').join('\n');
    expect(setup).toContain(`mc mb --ignore-existing store/${bucket}`);
    const policy = JSON.parse(read('deploy/minio-app-policy.json')) as { Statement: { Resource: string[] }[] };
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) expect(resource).toMatch(new RegExp(`^arn:aws:s3:::${bucket}(/\\*)?$`));
    for (const app of apps) {
      expect(app.build?.args).toEqual({
        S3_BUCKET: bucket,
        S3_ENDPOINT: app.environment?.S3_ENDPOINT,
        S3_FORCE_PATH_STYLE: app.environment?.S3_FORCE_PATH_STYLE,
      });
    }
    // The apps and browsers reach MinIO by the endpoint's name.
    const host = new URL(variable(appEnvironment, 'S3_ENDPOINT')).hostname;
    expect(service('minio').networks?.default?.aliases).toContain(host);
  });

  it('mounts deploy/nginx.conf, whose upstream is every app instance', () => {
    expect(service('proxy').volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    const upstream = must(/upstream learnhub \{([^}]*)\}/.exec(read('deploy/nginx.conf'))?.[1], 'the upstream');
    const servers = [...upstream.matchAll(/^\s*server (\S+?):3000\b/gm)].map((match) => match[1]);
    expect(servers.sort()).toEqual([...appNames].sort());
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf');

  it('passes the client’s address and scheme the way TRUST_PROXY reads them (the last X-Forwarded-For entry)', () => {
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(conf).toMatch(/proxy_set_header Host \$host;/);
  });

  it('streams the chat: no buffering and an hour’s read timeout', () => {
    const chat = must(/location ~ \^\/api\/\(admin\/\)\?chat\/ \{([^}]*)\}/.exec(conf)?.[1], 'the chat location');
    expect(chat).toMatch(/proxy_buffering off;/);
    expect(chat).toMatch(/proxy_read_timeout 1h;/);
  });

  it('is a configuration nginx accepts (with the instances’ names pointed at this host)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'learnhub-nginx-'));
    try {
      const local = conf
        .replace(/server (app\d+):3000/g, 'server 127.0.0.1:3000')
        .replaceAll('/var/log/nginx/', `${dir}/`);
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, local);
      // Exits non-zero on an error, which fails the test with nginx's message.
      // Debian's package (.ci/run installs it), in /usr/sbin, which a user's PATH may lack.
      const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
      const result = spawnSync(nginx, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/make-secrets.sh', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'learnhub-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  copyDeployFolder(dir);
  execFileSync('sh', [path.join(dir, 'make-secrets.sh')], { stdio: 'pipe' });
  const app = envFile(readFileSync(path.join(dir, 'app.env'), 'utf8'));
  const postgres = envFile(readFileSync(path.join(dir, 'postgres.env'), 'utf8'));
  const minio = envFile(readFileSync(path.join(dir, 'minio.env'), 'utf8'));

  it('writes env files the server accepts in production with every instance’s compose environment', () => {
    const env = parseEnv({ ...app, ...appEnvironment, NODE_ENV: 'production' });
    expect(env.AUTH_SECRET).toBe(app.AUTH_SECRET);
    expect(env.STOCK_ENCRYPTION_KEY).toBe(app.STOCK_ENCRYPTION_KEY);
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.S3_BUCKET).toBe('learnhub-files');
  });

  it('gives the same database password and S3 key pair to the files that share them', () => {
    const password = variable(postgres, 'POSTGRES_PASSWORD');
    expect(new URL(variable(app, 'DATABASE_URL')).password).toBe(password);
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(app.S3_ACCESS_KEY_ID).toBe(minio.S3_ACCESS_KEY_ID);
    expect(app.S3_SECRET_ACCESS_KEY).toBe(minio.S3_SECRET_ACCESS_KEY);
    expect(minio.MINIO_ROOT_PASSWORD).not.toBe(minio.S3_SECRET_ACCESS_KEY);
  });

  it('makes new secrets each time and never overwrites a file', () => {
    const again = mkdtempSync(path.join(os.tmpdir(), 'learnhub-secrets-'));
    try {
      copyDeployFolder(again);
      execFileSync('sh', [path.join(again, 'make-secrets.sh')], { stdio: 'pipe' });
      expect(envFile(readFileSync(path.join(again, 'app.env'), 'utf8')).AUTH_SECRET).not.toBe(app.AUTH_SECRET);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
    expect(() => execFileSync('sh', [path.join(dir, 'make-secrets.sh')], { stdio: 'pipe' })).toThrow();
    expect(envFile(readFileSync(path.join(dir, 'app.env'), 'utf8'))).toEqual(app);
  });

  it('names in deploy/app.env.example only variables the server knows (.env.example)', () => {
    const known = Object.keys(envFile(read('.env.example')));
    for (const key of Object.keys(envFile(read('deploy/app.env.example')))) expect(known).toContain(key);
  });
});
