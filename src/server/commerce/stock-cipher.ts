import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '../env';

/**
 * The account store's stock (activation codes, credentials) is stored encrypted:
 * AES-256-GCM with STOCK_ENCRYPTION_KEY, a fresh 96-bit nonce per item, and the item's
 * variant id as associated data, so a ciphertext copied onto another variant's row fails
 * to decrypt. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url): the version leaves
 * room to rotate keys later.
 */

const VERSION = 'v1';

function keyOf(base64Key: string): Buffer {
  const key = Buffer.from(base64Key, 'base64');
  if (key.length !== 32) throw new Error('STOCK_ENCRYPTION_KEY must be 32 bytes');
  return key;
}

export function encryptStockSecret(plaintext: string, variantId: number, base64Key = env.STOCK_ENCRYPTION_KEY): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(base64Key), nonce);
  cipher.setAAD(Buffer.from(`variant:${variantId}`));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or null when the value is not ours, was altered or was encrypted with another key. */
export function decryptStockSecret(
  stored: string,
  variantId: number,
  base64Key = env.STOCK_ENCRYPTION_KEY,
): string | null {
  const [version, nonce, tag, ciphertext, ...rest] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(base64Key), Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(`variant:${variantId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const fingerprintKeys = new Map<string, Buffer>();

/** The fingerprints' own key, derived from the stock key: one secret to keep, two uses kept apart. */
function fingerprintKeyOf(base64Key: string): Buffer {
  let key = fingerprintKeys.get(base64Key);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', keyOf(base64Key), Buffer.alloc(0), 'learnhub stock fingerprint', 32));
    fingerprintKeys.set(base64Key, key);
  }
  return key;
}

/**
 * A keyed hash (HMAC-SHA-256) of an item of a variant's stock: equal items of one variant
 * have equal fingerprints, which is how an import drops duplicates, and without the key a
 * fingerprint tells nothing about the item (codes are short enough to guess from a plain hash).
 */
export function stockFingerprint(plaintext: string, variantId: number, base64Key = env.STOCK_ENCRYPTION_KEY): string {
  return createHmac('sha256', fingerprintKeyOf(base64Key))
    .update(`variant:${variantId}\n${plaintext}`)
    .digest('base64url');
}
