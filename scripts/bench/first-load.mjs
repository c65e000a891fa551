// First-load weight of a page, measured from what the built app actually serves: the HTML,
// plus every same-origin script and stylesheet it references, each gzipped here.
import { gzipSync } from 'node:zlib';

/** zlib level 9, as the old `next build` size report (gzip-size) used. */
export const GZIP_LEVEL = 9;
const gzipBytes = (/** @type {Buffer} */ buf) => gzipSync(buf, { level: GZIP_LEVEL }).length;

/**
 * @param {string} pageUrl
 * @param {Map<string, Promise<{ url: string, status: number, rawBytes: number, gzipBytes: number }>>} cache
 *   assets shared between pages are fetched once
 */
export async function measureFirstLoad(pageUrl, cache) {
  const res = await fetch(pageUrl, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const html = Buffer.from(await res.arrayBuffer());
  const text = html.toString('utf8');
  const page = {
    status: res.status,
    html: { rawBytes: html.length, gzipBytes: gzipBytes(html) },
    inlineStyleBytes: sumBytes(text, /<style\b[^>]*>([\s\S]*?)<\/style>/gi),
    inlineScriptBytes: sumBytes(text, /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    nextDataBytes: sumBytes(text, /<script\b[^>]*id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/gi),
    js: { rawBytes: 0, gzipBytes: 0, files: /** @type {object[]} */ ([]) },
    css: { rawBytes: 0, gzipBytes: 0, files: /** @type {object[]} */ ([]) },
    /** References left out of the sums: other origins, or `nomodule` legacy scripts. */
    skipped: /** @type {string[]} */ ([]),
  };
  if (res.status !== 200) return page;

  const origin = new URL(pageUrl).origin;
  const seen = new Set();
  for (const [, tag, attrText] of text.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = parseAttributes(attrText);
    const isScript = tag.toLowerCase() === 'script';
    const ref = isScript ? attrs.get('src') : attrs.get('href');
    if (!ref) continue;
    if (!isScript && !(attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet')) continue;
    const url = new URL(ref, pageUrl);
    if (url.origin !== origin || (isScript && attrs.has('nomodule'))) {
      page.skipped.push(url.href);
      continue;
    }
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    if (!cache.has(url.href)) cache.set(url.href, fetchAsset(url.href));
    const asset = await /** @type {Promise<any>} */ (cache.get(url.href));
    const bucket = isScript ? page.js : page.css;
    bucket.rawBytes += asset.rawBytes;
    bucket.gzipBytes += asset.gzipBytes;
    bucket.files.push({ ...asset, url: url.pathname + url.search });
  }
  return page;
}

async function fetchAsset(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { url, status: res.status, rawBytes: 0, gzipBytes: 0 };
  return { url, status: res.status, rawBytes: body.length, gzipBytes: gzipBytes(body) };
}

function sumBytes(text, pattern) {
  let total = 0;
  for (const match of text.matchAll(pattern)) total += Buffer.byteLength(match[1] ?? '');
  return total;
}

/** Attributes of one tag as Next renders them (`name="value"`, `name=''`, bare `name`). */
function parseAttributes(attrText) {
  const attrs = new Map();
  for (const [, name, dq, sq, bare] of attrText.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const value = dq ?? sq ?? bare ?? '';
    attrs.set(name.toLowerCase(), value.replace(/&amp;/g, '&'));
  }
  return attrs;
}
