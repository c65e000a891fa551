// Completes `next build`'s standalone output (.next/standalone) into a server that runs on
// its own: `node .next/standalone/server.js`, which is what the Docker image ships. Run by
// `npm run build` after `next build`.
//
// Next writes there the server and the files its tracing followed from the code (the
// node_modules files the server requires, the migrations, the fonts: next.config.js's
// outputFileTracingIncludes names what tracing cannot see), but by design leaves out
// public/ and .next/static, which it expects a CDN to serve. This site serves them itself,
// so they are copied in. Then every file the server reads from disk at run time is checked
// (server.js makes its own folder the working directory, and these paths are relative to
// it): a missing one would otherwise show only when that code path first ran in production
// — a fresh database that cannot migrate, a certificate without its font.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const standalone = path.join(root, '.next', 'standalone');

/** What the server reads by path at run time, relative to its working directory. */
function runtimeFiles() {
  const migrations = 'src/server/db/migrations';
  const journal = JSON.parse(readFileSync(path.join(root, migrations, 'meta', '_journal.json'), 'utf8'));
  const seedMedia = 'src/server/db/seed/media';
  const fonts = 'node_modules/@expo-google-fonts/be-vietnam-pro';
  const pglite = 'node_modules/@electric-sql/pglite/dist';
  return [
    'server.js',
    // src/proxy.ts and src/server/http/revalidate-from-server.ts.
    '.next/BUILD_ID',
    '.next/prerender-manifest.json',
    // Migrations at start (src/server/db/migrations-folder.ts), every one the journal lists.
    `${migrations}/meta/_journal.json`,
    ...journal.entries.map((/** @type {{ tag: string }} */ entry) => `${migrations}/${entry.tag}.sql`),
    // The demo seed's lesson video and captions (src/server/db/seed/catalog/seed-lesson-media.ts).
    ...readdirSync(path.join(root, seedMedia)).map((file) => `${seedMedia}/${file}`),
    // The certificates' font (src/server/services/certificates/render-certificate-pdf.ts).
    `${fonts}/400Regular/BeVietnamPro_400Regular.ttf`,
    `${fonts}/700Bold/BeVietnamPro_700Bold.ttf`,
    // The embedded database's WebAssembly and data, found next to its module at run time.
    `${pglite}/pglite.wasm`,
    `${pglite}/pglite.data`,
    `${pglite}/initdb.wasm`,
    // Translations (next-i18next.config.js's localePath, the mails' server-translations.ts)
    // and the mails' logo (src/server/mail/mail-logo.ts), from the public/ copied below.
    'public/locales/en/common.json',
    'public/locales/vi/common.json',
    'public/icon-192.png',
  ];
}

if (!existsSync(path.join(standalone, 'server.js'))) {
  console.error(
    '.next/standalone/server.js is missing: run `next build` first (next.config.js has output: standalone).',
  );
  process.exit(1);
}

// A fresh copy each build: a file removed from public/ must not linger in the image.
for (const [from, to] of [
  ['public', 'public'],
  ['.next/static', '.next/static'],
]) {
  rmSync(path.join(standalone, to), { recursive: true, force: true });
  cpSync(path.join(root, from), path.join(standalone, to), { recursive: true });
}

/**
 * Exports a package resolves for require() on Node ≥ 20.19 that the standalone output lacks
 * while it carries the same export's other targets: Node picks the "module-sync" condition
 * first where a package lists it, and Next's tracing does not follow that condition, so
 * such a require() fails at run time though the package looks complete.
 * @param {string} modulesDir a node_modules folder of the standalone output
 * @returns {string[]} the missing files, relative to the standalone folder
 */
function moduleSyncGaps(modulesDir) {
  /** @type {string[]} */
  const gaps = [];
  if (!existsSync(modulesDir)) return gaps;
  for (const entry of readdirSync(modulesDir)) {
    const dirs = entry.startsWith('@')
      ? readdirSync(path.join(modulesDir, entry)).map((name) => path.join(modulesDir, entry, name))
      : [path.join(modulesDir, entry)];
    for (const dir of dirs) {
      gaps.push(...moduleSyncGaps(path.join(dir, 'node_modules')));
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
      /** @param {unknown} conditions */
      const check = (conditions) => {
        if (Array.isArray(conditions)) return conditions.forEach(check);
        if (!conditions || typeof conditions !== 'object') return;
        const target = /** @type {Record<string, unknown>} */ (conditions)['module-sync'];
        if (typeof target === 'string' && !target.includes('*')) {
          const others = Object.values(conditions).filter((value) => typeof value === 'string' && value !== target);
          const carried = others.some((other) => existsSync(path.join(dir, /** @type {string} */ (other))));
          if (carried && !existsSync(path.join(dir, target)))
            gaps.push(path.relative(standalone, path.join(dir, target)));
        }
        Object.values(conditions).forEach(check);
      };
      check(exports);
    }
  }
  return gaps;
}

const missing = [
  ...runtimeFiles().filter((file) => !existsSync(path.join(standalone, file))),
  ...moduleSyncGaps(path.join(standalone, 'node_modules')),
];
if (missing.length > 0) {
  console.error(`The standalone server would miss files it reads at run time:\n  ${missing.join('\n  ')}`);
  console.error('Add them to outputFileTracingIncludes in next.config.js.');
  process.exit(1);
}
console.log(
  `✓ .next/standalone is complete: node .next/standalone/server.js (${runtimeFiles().length} run-time files checked)`,
);
