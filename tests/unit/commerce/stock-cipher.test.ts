import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { decryptStockSecret, encryptStockSecret, stockFingerprint } from '@/server/commerce/stock-cipher';

const KEY = Buffer.alloc(32, 3).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 4).toString('base64');

describe('stock cipher (AES-256-GCM)', () => {
  it('round-trips an item, with a fresh nonce each time', () => {
    const secret = JSON.stringify({ username: 'demo@example.test', password: 'Pässwörd-1' });
    const first = encryptStockSecret(secret, 7, KEY);
    const second = encryptStockSecret(secret, 7, KEY);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo@example.test');
    expect(decryptStockSecret(first, 7, KEY)).toBe(secret);
  });

  it('refuses another key, another variant, altered text and foreign values', () => {
    const stored = encryptStockSecret('DEMO-1234-5678-9ABC', 7, KEY);
    expect(decryptStockSecret(stored, 7, OTHER_KEY)).toBeNull();
    expect(decryptStockSecret(stored, 8, KEY)).toBeNull();
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(decryptStockSecret([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), 7, KEY)).toBeNull();
    expect(decryptStockSecret('DEMO-1234-5678-9ABC', 7, KEY)).toBeNull();
    expect(decryptStockSecret(`v2.${parts.slice(1).join('.')}`, 7, KEY)).toBeNull();
  });

  it('fingerprints an item per variant with a key of its own: equal items match, nothing else does', () => {
    const print = stockFingerprint('code:DEMO-1', 7, KEY);
    expect(print).toMatch(/^[\w-]{43}$/);
    expect(stockFingerprint('code:DEMO-1', 7, KEY)).toBe(print);
    expect(stockFingerprint('code:DEMO-2', 7, KEY)).not.toBe(print);
    expect(stockFingerprint('code:DEMO-1', 8, KEY)).not.toBe(print);
    expect(stockFingerprint('code:DEMO-1', 7, OTHER_KEY)).not.toBe(print);
    // Not a plain hash anyone could compute from a guessed code.
    expect(print).not.toBe(createHash('sha256').update('variant:7\ncode:DEMO-1').digest('base64url'));
  });
});
