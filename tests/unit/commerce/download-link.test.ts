import { describe, expect, it } from 'vitest';
import { checkDownloadLink, DOWNLOAD_LINK_TTL_MS, signDownloadLink } from '@/server/commerce/download-link';

const USER = '5b2f3c1e-8d4a-4f6b-9c0d-1e2f3a4b5c6d';
const NOW = new Date('2026-05-01T10:00:00Z');

function parse(path: string) {
  const url = new URL(path, 'http://x');
  return {
    sourceCodeId: Number(url.pathname.split('/')[3]),
    userId: url.searchParams.get('u')!,
    expiresS: Number(url.searchParams.get('e')),
    sig: url.searchParams.get('s')!,
  };
}

describe('signed download links', () => {
  it('point at the file route, bound to the product and the buyer, for 10 minutes', () => {
    const link = signDownloadLink(12, USER, NOW);
    expect(link.path).toMatch(/^\/api\/source-codes\/12\/file\?u=[\w-]+&e=\d+&s=[\w-]{43}$/);
    expect(link.expiresAt.getTime() - NOW.getTime()).toBe(DOWNLOAD_LINK_TTL_MS);
    expect(checkDownloadLink(parse(link.path), NOW)).toBe('valid');
    expect(checkDownloadLink(parse(link.path), new Date(NOW.getTime() + DOWNLOAD_LINK_TTL_MS - 1000))).toBe('valid');
  });

  it('expire', () => {
    const link = signDownloadLink(12, USER, NOW);
    expect(checkDownloadLink(parse(link.path), new Date(NOW.getTime() + DOWNLOAD_LINK_TTL_MS))).toBe('expired');
  });

  it('refuse another product, another buyer, a later expiry and a changed signature', () => {
    const link = parse(signDownloadLink(12, USER, NOW).path);
    expect(checkDownloadLink({ ...link, sourceCodeId: 13 }, NOW)).toBe('invalid');
    expect(checkDownloadLink({ ...link, userId: USER.replace('5b', '6b') }, NOW)).toBe('invalid');
    expect(checkDownloadLink({ ...link, expiresS: link.expiresS + 3600 }, NOW)).toBe('invalid');
    const lastChanged = `${link.sig.slice(0, -1)}${link.sig.endsWith('A') ? 'B' : 'A'}`;
    expect(checkDownloadLink({ ...link, sig: lastChanged }, NOW)).toBe('invalid');
    // An expired link whose signature is forged says "invalid": a forger learns nothing.
    expect(checkDownloadLink({ ...link, sig: 'A'.repeat(43) }, new Date(NOW.getTime() + 3_600_000))).toBe('invalid');
  });
});
