import { describe, expect, it } from 'vitest';
import {
  createServerTranslations,
  MissingTranslationError,
  readServerResources,
  serverTranslator,
} from '@/server/i18n/server-translations';

describe('server translations', () => {
  it('read the site’s locale files: the mails’ texts and the company facts the footer shows', () => {
    expect(serverTranslator('en', 'mail')('verifyEmail.subject')).toBe('Confirm your LearnHub email address');
    expect(serverTranslator('vi', 'mail')('layout.greeting', { name: 'Lan' })).toBe('Xin chào Lan,');
    expect(serverTranslator('vi', 'common')('company.address')).toBe('12 Bạch Đằng, Hải Châu, Đà Nẵng, Việt Nam');
  });

  it('leave the values as they are: HTML escaping is the caller’s, and only where it writes HTML', () => {
    expect(serverTranslator('en', 'mail')('layout.greeting', { name: '<b>Eve</b> & co' })).toBe(
      'Hello <b>Eve</b> & co,',
    );
  });

  it('throw on a key one language lacks, instead of mailing the raw key', () => {
    const lacking = structuredClone(readServerResources());
    delete (lacking.vi.mail as { verifyEmail: Partial<Record<string, string>> }).verifyEmail.subject;
    const translator = createServerTranslations(lacking);
    expect(translator('en', 'mail')('verifyEmail.subject')).toBe('Confirm your LearnHub email address');
    expect(() => translator('vi', 'mail')('verifyEmail.subject')).toThrow(MissingTranslationError);
    expect(() => translator('vi', 'mail')('verifyEmail.subject')).toThrow('vi/mail.json has no "verifyEmail.subject"');
  });

  it('throw on a placeholder left without its value', () => {
    expect(() => serverTranslator('en', 'mail')('layout.greeting')).toThrow(MissingTranslationError);
  });
});
