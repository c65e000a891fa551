import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

/**
 * No style extraction here: antd's CSS is built once at build time and linked from _app
 * (STACK.md: per-request extraction cost ~6x the throughput).
 */
export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale ?? 'en'}>
      <Head>
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content="#1f5eff" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
