import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/format/escape-html';
import { LOCALES, type Locale } from '@/lib/locales';
import type { MailMessage } from '@/server/mail/mail-message';
import { MAIL_LOGO_CID } from '@/server/mail/mail-logo';
import { contactNotificationMail } from '@/server/mail/templates/contact-notification-mail';
import { chatTranscriptMail } from '@/server/mail/templates/chat-transcript-mail';
import { contactReplyMail } from '@/server/mail/templates/contact-reply-mail';
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  newsletterIssueMail,
} from '@/server/mail/templates/newsletter-mails';
import { receiptMail } from '@/server/mail/templates/receipt-mail';
import { reviewHiddenMail } from '@/server/mail/templates/review-hidden-mail';
import { resetPasswordMail } from '@/server/mail/templates/reset-password-mail';
import { verifyEmailMail } from '@/server/mail/templates/verify-email-mail';

/**
 * Every mail the site sends, in both languages, through the one layout: a subject, a text
 * part and an HTML part that carry the same footer with the company's facts — read here
 * from the locale files themselves, the source the site's footer and contact page use.
 */
const locales = path.join(import.meta.dirname, '..', '..', '..', 'public', 'locales');
type Json = { [key: string]: Json | string };
const localeFile = (locale: Locale, namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, `${namespace}.json`), 'utf8')) as Json;

const person = { email: 'lan@example.test', name: 'Lan <b>&</b> co' };
const unsubscribe = {
  page: 'http://localhost:3000/newsletter/unsubscribe?token=u1',
  oneClick: 'http://localhost:3000/api/newsletter/unsubscribe?token=u1',
};

const MAILS: Record<string, (locale: Locale) => MailMessage> = {
  verifyEmail: (locale) => verifyEmailMail(locale, person, 'http://localhost:3000/authen/verify-email?token=v1'),
  resetPassword: (locale) => resetPasswordMail(locale, person, 'http://localhost:3000/authen/reset-password?token=r1'),
  receipt: (locale) =>
    receiptMail(locale, person, {
      code: 'LH-0042',
      paidAt: new Date('2026-11-20T03:04:00Z'),
      total: '199.000 ₫',
      lines: ['React (12 months): 199.000 ₫'],
      link: 'http://localhost:3000/profile/orders/42',
    }),
  contactNotification: (locale) =>
    contactNotificationMail('team@example.test', {
      id: '8d6f0e9c-0c1e-4d0c-9a51-2a8e5b0d8a11',
      name: 'Trang <img src=x onerror=alert(1)>',
      email: 'trang@example.test',
      phone: null,
      status: 'new',
      assignedTo: null,
      subject: 'A quote',
      message: 'First paragraph.\n\nSecond one.',
      language: locale,
      createdAt: new Date(),
    }),
  reviewHidden: (locale) =>
    reviewHiddenMail(locale, person, {
      courseTitle: 'SQL <from> zero',
      reason: 'Spam <a href=x>link</a>',
      body: 'First <i>part</i>.\n\nSecond.',
      link: 'http://localhost:3000/courses/sql',
    }),
  contactReply: (locale) =>
    contactReplyMail(
      locale,
      { email: 'trang@example.test', name: 'Trang <img src=x onerror=alert(1)>' },
      {
        subject: 'A quote <b>now</b>',
        message: 'First paragraph.\n\nSecond one.',
        sentAt: new Date('2026-11-20T03:04:00Z'),
        answer: 'Thanks <script>alert(1)</script>.\n\nOur rates follow.',
        author: 'Minh Admin',
      },
      'team@example.test',
    ),
  chatTranscript: (locale) =>
    chatTranscriptMail(locale, person, {
      startedAt: new Date('2026-11-20T03:04:00Z'),
      lines: [
        { sender: 'user', text: 'Is there a <b>discount</b>?', at: new Date('2026-11-20T03:04:00Z') },
        { sender: 'admin', text: 'Yes:\n10% this week.', at: new Date('2026-11-20T03:06:00Z') },
      ],
      omitted: 2,
    }),
  newsletterConfirm: (locale) =>
    newsletterConfirmMail(locale, 'n@example.test', 'http://localhost:3000/newsletter/confirm?token=c1', unsubscribe),
  newsletterWelcome: (locale) =>
    newsletterWelcomeMail(locale, 'n@example.test', 'http://localhost:3000/posts', unsubscribe),
  newsletterAlreadySubscribed: (locale) =>
    newsletterAlreadySubscribedMail(locale, 'n@example.test', 'http://localhost:3000/posts', unsubscribe),
  newsletterIssue: (locale) =>
    newsletterIssueMail(
      locale,
      'n@example.test',
      {
        subject: 'December <news>',
        html: '<h2>December</h2><p>Three <strong>new</strong> courses.</p>',
        markdown: '## December\n\nThree **new** courses.\n',
      },
      unsubscribe,
    ),
};

describe.each(LOCALES)('every mail in %s', (locale) => {
  const common = localeFile(locale, 'common');
  const company = common.company as Record<string, string>;
  const footerTexts = [
    common.brand as string,
    (common.footer as Record<string, string>).tagline!,
    `${company.addressLabel}: ${company.address}`,
    `${company.emailLabel}: ${company.email}`,
    `${company.hoursLabel}: ${company.hours}`,
  ];

  for (const [name, render] of Object.entries(MAILS)) {
    describe(name, () => {
      const mail = render(locale);

      it('has a subject, a text part and an HTML part, in its language', () => {
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text.trim()).not.toBe('');
        expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">`));
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
      });

      it('says no raw key and leaves no placeholder unfilled', () => {
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\{\{|\}\}/);
          expect(part).not.toMatch(new RegExp(`\\b(${Object.keys(localeFile('en', 'mail')).join('|')})\\.[a-z]`));
        }
      });

      it('ends both parts with the footer of the company’s facts', () => {
        const [, textFooter] = mail.text.split('\n\n-- \n');
        for (const fact of footerTexts) {
          expect(textFooter).toContain(fact);
          expect(mail.html).toContain(escapeHtml(fact.split(': ').at(-1)!));
        }
        expect(mail.html).toContain(`href="mailto:${company.email}"`);
      });

      it('shows the logo from its own inline part', () => {
        expect(mail.html).toContain(`<img src="cid:${MAIL_LOGO_CID}"`);
        const logo = mail.attachments?.find((part) => part.cid === MAIL_LOGO_CID);
        expect(logo?.contentType).toBe('image/png');
        expect(logo?.content.subarray(1, 4).toString('latin1')).toBe('PNG');
      });
    });
  }

  it('escapes what people typed in the HTML part and keeps it as typed in the text part', () => {
    const verify = MAILS.verifyEmail!(locale);
    expect(verify.text).toContain(person.name);
    expect(verify.html).toContain(escapeHtml(person.name));
    expect(verify.html).not.toContain('<b>&</b>');
    const contact = MAILS.contactNotification!(locale);
    expect(contact.html).not.toContain('<img src=x');
    expect(contact.html).toContain('Trang &lt;img src=x onerror=alert(1)&gt;');
    const reply = MAILS.contactReply!(locale);
    expect(reply.html).not.toContain('<script>');
    expect(reply.html).toContain('Thanks &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(reply.text).toContain('Thanks <script>alert(1)</script>.');
  });

  it('tells a learner their review was hidden: the course, the reason and the review, escaped in HTML', () => {
    const mail = MAILS.reviewHidden!(locale);
    expect(mail.subject).toContain('SQL <from> zero');
    expect(mail.text).toContain('Spam <a href=x>link</a>');
    expect(mail.text).toContain('First <i>part</i>.');
    expect(mail.html).not.toContain('<a href=x>');
    expect(mail.html).toContain('Spam &lt;a href=x&gt;link&lt;/a&gt;');
    expect(mail.text).toContain('http://localhost:3000/courses/sql');
  });

  it("answers a contact message under its subject, quoting it, signed by the admin, with the team's reply-to", () => {
    const reply = MAILS.contactReply!(locale);
    expect(reply.subject).toBe(locale === 'vi' ? 'Trả lời: A quote <b>now</b>' : 'Re: A quote <b>now</b>');
    expect(reply.replyTo).toBe('team@example.test');
    expect(reply.text).toMatch(locale === 'vi' ? /ngày 20 tháng 11, 2026:/ : /on 20 November 2026:/);
    expect(reply.text).toContain('First paragraph.\n\nSecond one.');
    expect(reply.text).toContain('Minh Admin');
  });

  it("carries an issue's safe HTML as it is, its Markdown as the text, and marks a test copy's subject", () => {
    const issue = MAILS.newsletterIssue!(locale);
    expect(issue.subject).toBe('December <news>');
    expect(issue.html).toContain('<h2>December</h2><p>Three <strong>new</strong> courses.</p>');
    expect(issue.html).toContain('<title>December &lt;news&gt;</title>');
    expect(issue.text).toContain('## December\n\nThree **new** courses.\n\n');
    const test = newsletterIssueMail(
      locale,
      'n@example.test',
      { subject: 'Hi', html: '', markdown: '', test: true },
      unsubscribe,
    );
    expect(test.subject).toBe(locale === 'vi' ? '[Thử] Hi' : '[Test] Hi');
  });

  it('puts the unsubscribe link of the newsletter mails in their small print, and only theirs', () => {
    const unsubscribeLabel = (localeFile(locale, 'mail').newsletter as Record<string, string>).unsubscribe!;
    for (const [name, render] of Object.entries(MAILS)) {
      const mail = render(locale);
      const newsletter = name.startsWith('newsletter');
      expect(mail.text.includes(`${unsubscribeLabel}: ${unsubscribe.page}`), name).toBe(newsletter);
      expect(mail.headers?.['List-Unsubscribe'] === `<${unsubscribe.oneClick}>`, name).toBe(newsletter);
    }
  });
});

describe('the mails’ words', () => {
  it('come from mail.json, so the key-parity test of the locale files covers them', () => {
    const mail = localeFile('vi', 'mail');
    expect(MAILS.resetPassword!('vi').subject).toBe((mail.resetPassword as Record<string, string>).subject);
    expect(MAILS.receipt!('en').subject).toBe('Your LearnHub receipt LH-0042');
    // 03:04 UTC is 10:04 in Vietnam; the Vietnamese sentence says "lúc" (at) once.
    expect(MAILS.receipt!('en').text).toContain('Order LH-0042 was paid on 20 November 2026 at 10:04 (Vietnam time).');
    expect(MAILS.receipt!('vi').text).toContain(
      'Đơn hàng LH-0042 đã được thanh toán lúc 10:04 ngày 20 tháng 11, 2026 (giờ Việt Nam).',
    );
  });
});

describe('the chat transcript', () => {
  it("lists the messages with their Vietnam time and who wrote them, in the conversation's language", () => {
    const en = MAILS.chatTranscript!('en');
    expect(en.subject).toBe('Your conversation with LearnHub, 20 November 2026');
    expect(en.text).toContain('Earlier messages not included: 2.');
    expect(en.text).toContain('[20 Nov 2026, 10:04] Lan <b>&</b> co:\nIs there a <b>discount</b>?');
    expect(en.text).toContain('[20 Nov 2026, 10:06] LearnHub team:\nYes:\n10% this week.');
    expect(en.html).toContain(escapeHtml('Is there a <b>discount</b>?'));
    expect(en.html).not.toContain('<b>discount</b>');
    const vi = MAILS.chatTranscript!('vi');
    expect(vi.subject).toMatch(/^Cuộc trò chuyện của bạn với LearnHub, 20 tháng 11, 2026$/);
    expect(vi.text).toContain('Đội ngũ LearnHub:\nYes:\n10% this week.');
  });
});
