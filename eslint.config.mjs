import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Every folder of src/features: each is a zone the others may not import (bulletproof-react). */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Code written by hand where the project has one way (no-restricted-syntax, all of src). */
const CODE_RESTRICTIONS = [
  {
    // `/${locale}${path}` by hand gets the default locale wrong (English has no prefix).
    selector:
      "TemplateLiteral[quasis.0.value.raw='/'][expressions.0.name=/^(locale|language|lang)$/], TemplateLiteral[quasis.0.value.raw='/'][expressions.0.property.name=/^(locale|language|lang)$/]",
    message: "Build a locale's path with localePath() from '@/lib/locales'.",
  },
  {
    selector:
      'ConditionalExpression[consequent.property.name=/Vi$/][alternate.property.name=/En$/], ConditionalExpression[consequent.property.name=/En$/][alternate.property.name=/Vi$/]',
    message: "Pick a bilingual column with localized() from '@/server/i18n/localized'.",
  },
];

/**
 * Layering (STYLE.md): shared → features → pages, and the server boundary:
 * only API routes, pages (for getServerSideProps/getStaticProps, which Next strips from
 * the browser bundle) and the server itself import src/server.
 *
 * Features never import each other: what several use lives in src/components, src/hooks,
 * src/lib or (the session) src/store, and pages compose features (e.g. _app puts the chat
 * launcher in the layout's frame). The store composes the features' slices and nothing else
 * of them. Import cycles are errors: a value cycle runs a module before its imports exist.
 */
const layering = {
  files: ['src/**/*.{ts,tsx}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: ['./src/features', './src/components', './src/lib', './src/store', './src/hooks', './src/styles'],
            from: './src/server',
            message: 'Browser code must not import src/server: call the API through the axios client instead.',
          },
          {
            target: './src/server',
            from: ['./src/features', './src/components', './src/store', './src/hooks', './src/pages'],
            message: 'The server core must not depend on UI code.',
          },
          {
            target: ['./src/lib', './src/components', './src/hooks'],
            from: ['./src/features', './src/pages', './src/store'],
            message: 'Shared code must not depend on features or pages.',
          },
          ...FEATURES.map((feature) => ({
            target: `./src/features/${feature}`,
            from: './src/features',
            except: [`./${feature}`],
            message: `Features do not import each other: move what ${feature} shares with another feature to src/components, src/hooks or src/lib, or compose both in a page.`,
          })),
          {
            // The back office stays off the public pages' bundles: only /admin pages import it.
            target: ['./src/pages/!(admin)/**/*', './src/pages/*'],
            from: './src/features/admin',
            message: 'The back office (src/features/admin) is for /admin pages only: a public page must not load it.',
          },
          {
            target: './src/store',
            from: ['./src/features/**/*'],
            // Patterns of a glob zone's exceptions are matched against absolute paths.
            except: ['**/src/features/*/*-slice.ts'],
            message: "The store composes the features' slices and imports nothing else of them.",
          },
        ],
      },
    ],
    // A lazy import() runs once every module has loaded, so a cycle through one (the OpenAPI
    // document lists its own route) cannot meet a module half-initialised.
    'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    'no-restricted-syntax': ['error', ...CODE_RESTRICTIONS],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
  },
  settings: {
    // Dependencies are not followed for cycles (nor parsed: PGlite's bundle overflows the parser).
    'import/ignore': ['node_modules'],
  },
};

/**
 * The reply shapes of src/lib/**\/*-types.ts are zod schemas (the API reference documents
 * them, and their types are inferred from them). Browser code may import their types only,
 * so no schema, and no zod, reaches a page's bundle. product-types.ts holds the constants
 * the pages use, and no schema.
 */
const replySchemasStayOnTheServer = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/server/**', 'src/pages/api/**', 'src/openapi/**', 'src/lib/**/*-types.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/lib/**/*-types', '!@/lib/commerce/product-types'],
            allowTypeImports: true,
            message:
              'Reply-shape modules hold zod schemas for the API reference: import their types only (import type), so no schema reaches the browser.',
          },
        ],
      },
    ],
  },
};

/**
 * Every per-request page's data function goes through definePageProps, the pages' one
 * wrapper (as defineRoute is the API's): a database outage then answers 503 with
 * Retry-After and the localized "temporarily unavailable" page, never a 500. Every static
 * page's regeneration interval comes from revalidated(), one interval for all. (A later block's
 * no-restricted-syntax replaces the earlier one's, so the pages repeat CODE_RESTRICTIONS.)
 */
const GET_SERVER_SIDE_PROPS_MESSAGE =
  'Wrap getServerSideProps in definePageProps (src/server/http/define-page-props.ts): a database outage must answer 503, not 500.';
const pageDataFunctions = {
  files: ['src/pages/**/*.{ts,tsx}'],
  ignores: ['src/pages/api/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...CODE_RESTRICTIONS,
      {
        selector:
          "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name='getServerSideProps']:not([init.type='CallExpression'][init.callee.name='definePageProps'])",
        message: GET_SERVER_SIDE_PROPS_MESSAGE,
      },
      {
        selector: "ExportNamedDeclaration > FunctionDeclaration[id.name='getServerSideProps']",
        message: GET_SERVER_SIDE_PROPS_MESSAGE,
      },
      { selector: "ExportSpecifier[exported.name='getServerSideProps']", message: GET_SERVER_SIDE_PROPS_MESSAGE },
      {
        // One interval and one retry rule for every static page, not a number per page.
        selector: "Property[key.name='revalidate']",
        message:
          'Give a getStaticProps result its interval with revalidated() (src/server/services/static-page-data.ts), not a revalidate of its own.',
      },
    ],
  },
};

/**
 * Images go through AppImage (src/components/app-image.tsx), which writes the optimiser's
 * srcset itself: next/image would put ~4 kB of browser code back in every page's first load.
 */
const oneImageComponent = {
  files: ['src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'next/image',
            message:
              'Use AppImage (src/components/app-image.tsx): it writes the same optimised <img> without next/image in the bundle.',
          },
        ],
      },
    ],
  },
};

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'bench/yardstick/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/server/db/migrations/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  layering,
  replySchemasStayOnTheServer,
  pageDataFunctions,
  oneImageComponent,
  {
    // Next.js and next-i18next read these configuration files, and what they require, as CommonJS.
    files: ['next.config.js', 'next-i18next.config.js', 'scripts/lib/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
