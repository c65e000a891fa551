import type { ServerResponse } from 'node:http';

/**
 * How long the sitemap and the feed may be kept by a shared cache: a post published (or
 * scheduled and come due) must reach them within a minute.
 */
export const FEED_MAX_AGE_S = 60;

/**
 * Answers a page route with a text document instead of HTML (sitemap, robots.txt, feeds):
 * called from getServerSideProps, which then returns empty props for Next to ignore.
 */
export function sendText(res: ServerResponse, contentType: string, body: string, maxAgeSeconds: number): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', `${contentType}; charset=utf-8`);
  // Shared caches may keep it a while: it is the same for everyone.
  res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  res.end(body);
}
