// @ts-check
/**
 * Locales and translation loading, shared by next.config.js (routing), the server
 * (serverSideTranslations) and the browser (appWithTranslation).
 *
 * On the client, namespaces a page did not receive from the server are fetched as JSON
 * from /locales/{lng}/{ns}.json (i18next-http-backend, loaded on first need:
 * src/lib/i18n/lazy-http-backend.ts); i18next retries a failed load up to 5 times,
 * waiting 350 ms and doubling the wait each time (spec §7, §9).
 */

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'vi'],
  },
  defaultNS: 'common',
  fallbackLng: false,
  // Only the page's namespaces travel in its props; the others load on demand.
  partialBundledLanguages: true,
  maxRetries: 5,
  retryTimeout: 350,
  // `typeof window` written out (not via a variable) so the bundlers drop the server
  // branch, and node:path with it, from the browser's copy.
  localePath: typeof window === 'undefined' ? require('node:path').resolve('./public/locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  use: typeof window === 'undefined' ? [] : [require('./src/lib/i18n/lazy-http-backend').LazyHttpBackend],
  backend: typeof window === 'undefined' ? undefined : { loadPath: '/locales/{{lng}}/{{ns}}.json' },
  serializeConfig: false,
};
