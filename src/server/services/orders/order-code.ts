import { randomBytes } from 'node:crypto';

// Crockford's base32 without the look-alikes (I, L, O, U): safe to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference such as LH7K2M9Q4X: receipts, support, vnp_OrderInfo (letters and digits only). */
export function newOrderCode(): string {
  return `LH${randomToken(8)}`;
}

/** A gateway transaction reference (vnp_TxnRef): new for every attempt to pay. */
export function newTxnRef(): string {
  return randomToken(16);
}

function randomToken(length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
