/**
 * Certificate codes: `LH-XXXX-XXXX-XXXX`, 12 characters of Crockford's base32 (no I, L, O,
 * U: nothing to misread when typed from paper) from a cryptographic random source — 60
 * bits, so codes cannot be guessed or enumerated.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'LH';
const GROUPS = 3;
const GROUP_LENGTH = 4;

export function generateCertificateCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GROUPS * GROUP_LENGTH));
  // 256 is a multiple of 32: taking the low five bits keeps every character equally likely.
  const characters = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
  const groups = Array.from({ length: GROUPS }, (_, index) =>
    characters.slice(index * GROUP_LENGTH, (index + 1) * GROUP_LENGTH),
  );
  return [PREFIX, ...groups].join('-');
}

/**
 * A code as typed or read from a URL, in its stored form: upper case, and the letters
 * Crockford's alphabet reads as digits (O → 0, I and L → 1) mapped. Null when it cannot be a
 * code at all.
 */
export function normalizeCertificateCode(input: string): string | null {
  const compact = input.trim().toUpperCase().replaceAll('-', '');
  if (!compact.startsWith(PREFIX)) return null;
  const body = compact.slice(PREFIX.length).replaceAll('O', '0').replaceAll(/[IL]/g, '1');
  if (body.length !== GROUPS * GROUP_LENGTH || [...body].some((character) => !ALPHABET.includes(character))) {
    return null;
  }
  return [PREFIX, ...body.match(/.{4}/g)!].join('-');
}
