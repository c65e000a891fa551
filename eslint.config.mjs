import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layering (STYLE.md): shared → features → pages, and the server boundary:
 * only API routes, pages (for getServerSideProps/getStaticProps, which Next strips from
 * the browser bundle) and the server itself import src/server.
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
        ],
      },
    ],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
  {
    // Next.js and next-i18next read these configuration files, and what they require, as CommonJS.
    files: ['next.config.js', 'next-i18next.config.js', 'scripts/lib/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
