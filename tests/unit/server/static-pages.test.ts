import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discardBuildRenders } from '@/server/static-pages/discard-build-renders';
import { staticPagesWarm, warmStaticPages } from '@/server/static-pages/warm-static-pages';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A build folder as `next build` leaves it: the manifest, and each prerendered page's files beside its code. */
async function buildFolder(routes: string[]): Promise<string> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-build-'));
  folders.push(distDir);
  await writeFile(
    path.join(distDir, 'prerender-manifest.json'),
    JSON.stringify({ routes: Object.fromEntries(routes.map((route) => [route, { initialRevalidateSeconds: 1 }])) }),
  );
  for (const route of routes) {
    const file = path.join(distDir, 'server', 'pages', route);
    await mkdir(path.dirname(file), { recursive: true });
    for (const extension of ['.html', '.json', '.meta']) await writeFile(`${file}${extension}`, 'built');
  }
  await writeFile(path.join(distDir, 'server', 'pages', 'en', 'courses.js'), 'code');
  // A page an earlier run regenerated (Next 16 keeps those apart from the build's).
  const regenerated = path.join(distDir, 'server', 'route-cache', 'PAGES', 'f00d', '$', 'en');
  await mkdir(regenerated, { recursive: true });
  await writeFile(path.join(regenerated, 'courses.html'), 'regenerated under another APP_URL');
  return distDir;
}

describe('discardBuildRenders', () => {
  it('removes every page the build rendered, in both languages, but the error page, and answers their URLs', async () => {
    const distDir = await buildFolder(['/en', '/vi', '/en/courses', '/vi/courses', '/en/404', '/en/500', '/vi/500']);
    const routes = discardBuildRenders(distDir);

    expect(routes.sort()).toEqual(['/en', '/en/404', '/en/courses', '/vi', '/vi/courses'].sort());
    const pages = path.join(distDir, 'server', 'pages');
    for (const route of routes) {
      for (const extension of ['.html', '.json', '.meta'])
        expect(existsSync(`${pages}${route}${extension}`)).toBe(false);
    }
    expect(existsSync(path.join(distDir, 'server', 'route-cache'))).toBe(false);
    // The page shown when rendering fails is kept as built, and the pages' code is untouched.
    expect(existsSync(path.join(pages, 'en', '500.html'))).toBe(true);
    expect(existsSync(path.join(pages, 'en', 'courses.js'))).toBe(true);
  });

  it('does nothing outside a built server (no manifest)', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'learnhub-nobuild-'));
    folders.push(folder);
    expect(discardBuildRenders(folder)).toEqual([]);
  });
});

describe('warmStaticPages', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('requests each page once from this server, even when one fails, then says the pages are warm', async () => {
    const requested: string[] = [];
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.statusCode = req.url === '/vi/courses' ? 503 : 200;
      res.end('<html></html>');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    expect(staticPagesWarm()).toBe(false);
    await warmStaticPages(['/en', '/vi/courses', '/en/contact'], String(port));
    expect(requested).toEqual(['/en', '/vi/courses', '/en/contact']);
    expect(staticPagesWarm()).toBe(true);
  });
});
