import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@/server/auth/common-passwords';
import { COMMON_PASSWORD_LIST } from '@/server/auth/common-password-list';
import { createOneTimeToken, hashOneTimeToken } from '@/server/auth/one-time-token';
import { escapeHtml } from '@/lib/format/escape-html';
import { renderMail } from '@/server/mail/render-mail';

describe('common passwords', () => {
  it('are matched case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('Tr0ub4dor&3-horse')).toBe(false);
  });

  it('list only lower-case entries of at least 8 characters (shorter ones fail the length rule anyway)', () => {
    const entries = COMMON_PASSWORD_LIST.split(/\s+/).filter(Boolean);
    expect(entries.length).toBeGreaterThan(900);
    for (const entry of entries) {
      expect(entry.length, entry).toBeGreaterThanOrEqual(8);
      expect(entry, entry).toBe(entry.toLowerCase());
    }
  });
});

describe('one-time tokens', () => {
  it('have 256 random bits in base64url and are stored as their SHA-256', () => {
    const { token, hash } = createOneTimeToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(hashOneTimeToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(createOneTimeToken().token).not.toBe(token);
  });
});

describe('renderMail', () => {
  it('escapes every text in the HTML part and keeps the text part plain', () => {
    const mail = renderMail('en', 'to@example.test', {
      subject: 'Hi <there>',
      greeting: 'Hello "<script>"',
      intro: ['a & b'],
      link: { url: 'https://example.test/x?a=1&b="2"', label: 'Open' },
      outro: [],
      signature: 'Team',
    });
    expect(mail.text.split('\n\n-- \n')[0]).toBe(
      'Hello "<script>"\n\na & b\n\nhttps://example.test/x?a=1&b="2"\n\nTeam',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &quot;&lt;script&gt;&quot;');
    expect(mail.html).toMatch(/<a href="https:\/\/example\.test\/x\?a=1&amp;b=&quot;2&quot;" style="[^"]*">Open<\/a>/);
    expect(mail.html).toContain('<title>Hi &lt;there&gt;</title>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
