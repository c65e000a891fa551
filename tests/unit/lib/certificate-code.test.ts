import { describe, expect, it } from 'vitest';
import { generateCertificateCode, normalizeCertificateCode } from '@/lib/certificates/certificate-code';

const CODE_PATTERN = /^LH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('certificate codes', () => {
  it('are grouped Crockford base32, and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, generateCertificateCode);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up (the draw is not biased to a part of it).
    expect(new Set(codes.flatMap((code) => [...code.slice(3).replaceAll('-', '')])).size).toBe(32);
  });

  it('are read as typed: any case, without dashes, O as 0, I and L as 1', () => {
    expect(normalizeCertificateCode('lh-7q2m-xk4d-9pra')).toBe('LH-7Q2M-XK4D-9PRA');
    expect(normalizeCertificateCode(' LH7Q2MXK4D9PRA ')).toBe('LH-7Q2M-XK4D-9PRA');
    expect(normalizeCertificateCode('LH-OOIL-0000-1111')).toBe('LH-0011-0000-1111');
  });

  it('refuse what cannot be a code', () => {
    for (const input of [
      '',
      'LH-',
      'XX-7Q2M-XK4D-9PRA',
      'LH-7Q2M-XK4D-9PR',
      'LH-7Q2M-XK4D-9PRAA',
      'LH-7Q2M-XK4D-9PRU',
    ]) {
      expect(normalizeCertificateCode(input)).toBeNull();
    }
  });
});
