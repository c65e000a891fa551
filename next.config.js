// @ts-check
const { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } = require('next/constants');
const { i18n } = require('./next-i18next.config.js');
const IMAGE_OPTIMIZER = require('./src/lib/images/image-optimizer.json');
const {
  ADMIN_ANTD_STYLESHEET_ROUTE,
  ANTD_STYLESHEET_ROUTE,
  findAntdStylesheet,
} = require('./scripts/lib/antd-stylesheet.cjs');
const { s3MediaOrigins } = require('./scripts/lib/s3-media-origins.cjs');

/**
 * Every path, written without a named parameter. Next fills a matched rule's named
 * parameters into its header values on every reply, and a value with a `:` in it (the
 * policy's `data:`, `https:`…) is then compiled with path-to-regexp each time: ~3.6 % of a
 * page's serving CPU under `npm run bench` with `/:path*`. An unnamed group is dropped from
 * the parameters, so the values go out as they are. With `locale: false` the pattern meets
 * the path as requested (`/vi/…` included) rather than behind a locale parameter.
 */
const EVERY_PATH = '/(.*)';

/**
 * The security headers of every reply: pages, API, files (the hardening issue; OWASP
 * secure headers). The policy is static, so no middleware runs per request for it.
 *
 * Scripts: `script-src 'self'` and nothing else. No page has an inline script to allow —
 * webpack's runtime is a file of its own; __NEXT_DATA__ and JSON-LD are data blocks, which a
 * policy does not govern — and
 * e2e/security-headers.spec.ts fails if an executable inline script ever appears, as the
 * browser would then refuse it. Styles keep 'unsafe-inline': antd writes style attributes.
 * The development server is granted what React's tooling needs (eval, inline, HMR socket).
 *
 * @param {boolean} development
 */
function securityHeaders(development) {
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(development ? ["'unsafe-eval'", "'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars from Google sign-in and other https images in content.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Lesson videos stored in S3 play from the bucket (scripts/lib/s3-media-origins.cjs).
    'media-src': ["'self'", 'blob:', ...s3MediaOrigins(process.env)],
    'connect-src': ["'self'", ...(development ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: Object.entries(policy)
        .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
        .join('; '),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  ];
  // Browsers ignore HSTS over plain http, so it is harmless on a local production build.
  if (!development) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/**
 * antd's stylesheet, written by `npm run styles:antd` (which `npm run build` runs first).
 * A build without it serves antd's components unstyled: it says so loudly (and the layout
 * e2e journey fails).
 * @param {string} phase
 * @param {'site' | 'admin'} [kind]
 */
function antdStylesheetHref(phase, kind = 'site') {
  const href = findAntdStylesheet(__dirname, kind);
  if (!href && phase === PHASE_PRODUCTION_BUILD) {
    console.warn(`⚠ antd's ${kind} stylesheet is missing from public/styles: build with \`npm run build\`.`);
  }
  return href ?? '';
}

/** @param {string} phase @returns {import('next').NextConfig} */
module.exports = (phase) => ({
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // `next build` also writes .next/standalone: a server.js with only the node_modules files
  // the server uses, which the Docker image ships (Dockerfile; scripts/prepare-standalone.mjs
  // adds public/ and .next/static). Set for the build only: `next start` (`npm start`, the
  // end-to-end tests) serves the same .next as before, and with this setting it would warn
  // that it "does not work" with standalone output, which is not so.
  output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined,
  // Files the server reads by a path its tracing cannot follow (a folder listed at run time,
  // a path put together in steps), added to the standalone output; the rest it finds itself
  // (the migrations, PGlite's WebAssembly). scripts/prepare-standalone.mjs checks them all.
  outputFileTracingIncludes: {
    // The demo seed's lesson video and captions, stored when the server starts on an empty database.
    instrumentation: ['./src/server/db/seed/media/*'],
    // The certificate PDF's font (src/server/services/certificates/render-certificate-pdf.ts).
    '/api/certificates/**': ['./node_modules/@expo-google-fonts/be-vietnam-pro/{400Regular,700Bold}/*.ttf'],
    // Node ≥ 20.19 resolves require() through the "module-sync" export condition, which the
    // tracing does not follow: without these, require('axios') (form-data → get-intrinsic)
    // fails in the standalone server.
    '**': ['./node_modules/{async-function,generator-function,async-generator-function}/require.mjs'],
  },
  // Next hashes every HTML reply for its ETag with a char-by-char FNV-1a in JavaScript: on
  // an 18 kB page that was ~30 % of the server's busy CPU (measured with --cpu-prof under
  // `npm run bench`). Pages are revalidated by their Cache-Control, not by ETag.
  generateEtags: false,
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // antd's styles are extracted once before the build (scripts/extract-antd-css.tsx); the
  // runtime copy of cssinjs must be the same module instance the app imports.
  transpilePackages: ['@ant-design/cssinjs'],
  // PGlite finds its WebAssembly and data files next to its own module (new URL(…,
  // import.meta.url)); bundled by webpack that URL no longer names a file. Loaded from
  // node_modules at run time instead.
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss'],
  images: {
    // Spec §9: optimised images are requested as /_next/image?url&w&q, quality 75 by default.
    // The widths are read by the site's own <img> writer too (src/lib/images/optimized-image.ts).
    deviceSizes: IMAGE_OPTIMIZER.deviceSizes,
    imageSizes: IMAGE_OPTIMIZER.imageSizes,
    qualities: [IMAGE_OPTIMIZER.quality],
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [],
  },
  // `npm test` type-checks the whole tree once with the native compiler (tsc 7);
  // repeating it inside every `next build` with the JS compiler would only add minutes.
  typescript: { ignoreBuildErrors: true },
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // No APP_URL here: the site's address is read at run time (src/server/seo/site-origin.ts),
  // so one build serves any address.
  // Regenerated pages stay in memory, not written into .next: every start discards the
  // renders found there (src/server/static-pages/discard-build-renders.ts), and servers of
  // other addresses started from the same build folder would read each other's.
  experimental: { isrFlushToDisk: false },
  env: {
    // Its name changes with its content, so it is cached for good (headers() below).
    ANTD_STYLESHEET_HREF: antdStylesheetHref(phase),
    ADMIN_ANTD_STYLESHEET_HREF: antdStylesheetHref(phase, 'admin'),
  },
  async headers() {
    // Pages, API replies and public files. Next serves its own build files (/_next/static)
    // without custom headers; they are scripts and styles of the right type, never documents.
    return [
      { source: EVERY_PATH, locale: false, headers: securityHeaders(phase === PHASE_DEVELOPMENT_SERVER) },
      ...[ANTD_STYLESHEET_ROUTE, ADMIN_ANTD_STYLESHEET_ROUTE].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      })),
    ];
  },
});
