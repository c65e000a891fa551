import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PRODUCTS } from '@/server/db/seed/commerce/account-store-data';
import { SOURCE_CODES } from '@/server/db/seed/commerce/source-codes-data';

/**
 * A word drawn into an image reads the same on the English and the Vietnamese page, so the
 * demo thumbnails carry none: the pages write the title, the level and the rest as text in
 * the page's language beside or over them. The account store's marks may show a brand's
 * name, which both languages' titles write the same.
 */
const imagesDir = path.join(import.meta.dirname, '..', '..', '..', 'public', 'images');
const svg = (folder: string, file: string) => readFileSync(path.join(imagesDir, folder, file), 'utf8');
const svgsIn = (folder: string) => readdirSync(path.join(imagesDir, folder)).filter((file) => file.endsWith('.svg'));

/** The words an SVG draws as text. */
function wordsIn(source: string): string[] {
  return [...source.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].flatMap((match) => match[1]!.trim().split(/\s+/));
}

describe('demo thumbnails', () => {
  it.each(['courses', 'posts'])('of %s draw no text', (folder) => {
    const files = svgsIn(folder);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(svg(folder, file), file).not.toMatch(/<text\b/);
  });

  it('of source codes draw no text (their gallery shows the product’s own screens)', () => {
    for (const product of SOURCE_CODES) {
      expect(svg('source-codes', `${product.slug}.svg`), product.slug).not.toMatch(/<text\b/);
    }
  });

  it('of the account store draw only the brand, written the same in both languages’ titles', () => {
    for (const product of ACCOUNT_PRODUCTS) {
      for (const word of wordsIn(svg('accounts', `${product.slug}.svg`))) {
        expect(product.title.en, `${product.slug}: ${word}`).toContain(word);
        expect(product.title.vi, `${product.slug}: ${word}`).toContain(word);
      }
    }
  });
});
