// @ts-check
const { i18n } = require('./next-i18next.config.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // antd's styles are extracted once at build time (scripts/extract-antd-css.tsx); the
  // runtime copy of cssinjs must be the same module instance the app imports.
  transpilePackages: ['@ant-design/cssinjs'],
  images: {
    // Spec §9: optimised images are requested as /_next/image?url&w&q, quality 75 by default.
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [],
  },
  // `npm test` type-checks the whole tree once with the native compiler (tsc 7);
  // repeating it inside every `next build` with the JS compiler would only add minutes.
  typescript: { ignoreBuildErrors: true },
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
};

module.exports = nextConfig;
