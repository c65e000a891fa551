import { escapeHtml } from '@/lib/format/escape-html';
import type { Locale } from '@/lib/locales';
import { serverTranslator } from '../i18n/server-translations';
import { appLink } from './app-link';
import { MAIL_LOGO_CID, mailLogo } from './mail-logo';
import type { MailMessage } from './mail-message';

/** What one mail says; every string is text (the layout escapes it for the HTML part). */
export interface MailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  intro: string[];
  /**
   * Written content after the intro (a newsletter issue): its HTML, which must already be
   * safe (markdownToSafeHtml), and the same said as plain text for the text part.
   */
  rich?: { html: string; text: string };
  /** The mail's one action, if it has one. */
  link?: { url: string; label: string };
  /** Paragraphs after the link. */
  outro: string[];
  /** Who signs; the team unless said otherwise. */
  signature?: string;
  /** A line at the very foot with its link (newsletter mails: how to unsubscribe). */
  smallPrint?: { text: string; url: string; label: string };
}

/** The foot of every mail: who sends it and how to reach them, as the site's footer and contact page say it. */
interface Footer {
  brand: string;
  tagline: string;
  facts: { label: string; value: string; href?: string }[];
  site: { url: string; label: string };
}

/**
 * The one layout of the site's mails, in the mail's language: the logo, the content, and a
 * footer with the company's facts (common:company, the same texts the site shows), as an
 * HTML part and a plain-text part that say the same. The HTML is a table of inline styles,
 * which is what mail clients render alike; no script, no remote image (see mail-logo.ts).
 */
export function renderMail(locale: Locale, to: string, content: MailContent): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const complete = { ...content, signature: content.signature ?? t('layout.signature') };
  const footer = footerOf(locale);
  return {
    to,
    subject: content.subject,
    text: textPart(complete, footer),
    html: htmlPart(locale, complete, footer, t('layout.linkFallback')),
    attachments: [mailLogo()],
  };
}

function footerOf(locale: Locale): Footer {
  const common = serverTranslator(locale, 'common');
  const email = common('company.email');
  return {
    brand: common('brand'),
    tagline: common('footer.tagline'),
    facts: [
      { label: common('company.addressLabel'), value: common('company.address') },
      { label: common('company.emailLabel'), value: email, href: `mailto:${email}` },
      { label: common('company.hoursLabel'), value: common('company.hours') },
    ],
    site: { url: appLink(locale, ''), label: serverTranslator(locale, 'mail')('layout.visitSite') },
  };
}

type Complete = MailContent & { signature: string };

function textPart(content: Complete, footer: Footer): string {
  const { link, smallPrint } = content;
  const body = [
    content.greeting,
    ...content.intro,
    ...(content.rich ? [content.rich.text] : []),
    ...(link ? [link.url] : []),
    ...content.outro,
    content.signature,
  ].join('\n\n');
  // "-- " on its own line: mail clients know what follows is the sender's footer.
  const foot = [
    '-- ',
    `${footer.brand} — ${footer.tagline}`,
    ...footer.facts.map((fact) => `${fact.label}: ${fact.value}`),
    `${footer.site.label}: ${footer.site.url}`,
    ...(smallPrint ? ['', `${smallPrint.text} ${smallPrint.label}: ${smallPrint.url}`] : []),
  ].join('\n');
  return `${body}\n\n${foot}`;
}

const FONT = 'font-family: Arial, Helvetica, sans-serif;';
const BRAND_COLOUR = '#1f5eff';
const MUTED = 'color: #5b6675;';

function htmlPart(locale: Locale, content: Complete, footer: Footer, linkFallback: string): string {
  const { link, smallPrint } = content;
  const paragraph = (text: string) => `<p style="margin: 0 0 16px;">${escapeHtml(text)}</p>`;
  const anchor = (url: string, label: string, style = `color: ${BRAND_COLOUR};`) =>
    `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;
  const action = link
    ? [
        `<p style="margin: 24px 0;">${anchor(link.url, link.label, `display: inline-block; padding: 12px 20px; border-radius: 6px; background: ${BRAND_COLOUR}; color: #ffffff; font-weight: bold; text-decoration: none;`)}</p>`,
        `<p style="margin: 0 0 16px; font-size: 13px; ${MUTED}">${escapeHtml(linkFallback)}<br>${anchor(link.url, link.url, `color: ${BRAND_COLOUR}; word-break: break-all;`)}</p>`,
      ]
    : [];
  const facts = footer.facts
    .map((fact) => `${escapeHtml(fact.label)}: ${fact.href ? anchor(fact.href, fact.value) : escapeHtml(fact.value)}`)
    .join('<br>');
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin: 0; padding: 0; background: #f4f6fb; ${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f4f6fb;"><tr><td align="center" style="padding: 24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 600px; background: #ffffff; border-radius: 8px;">',
    `<tr><td style="padding: 24px 32px 8px;"><a href="${escapeHtml(footer.site.url)}" style="text-decoration: none; color: ${BRAND_COLOUR}; font-size: 20px; font-weight: bold;">`,
    `<img src="cid:${MAIL_LOGO_CID}" width="40" height="40" alt="" style="border: 0; vertical-align: middle; margin-right: 8px;">${escapeHtml(footer.brand)}</a></td></tr>`,
    `<tr><td style="padding: 16px 32px 8px; font-size: 16px; line-height: 1.5; color: #1f1f1f;">`,
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    ...(content.rich ? [`<div style="margin: 0 0 16px;">${content.rich.html}</div>`] : []),
    ...action,
    ...content.outro.map(paragraph),
    paragraph(content.signature),
    '</td></tr>',
    `<tr><td style="padding: 16px 32px 24px; border-top: 1px solid #e3e7ef; font-size: 12px; line-height: 1.6; ${MUTED}">`,
    `<p style="margin: 0 0 8px;"><strong>${escapeHtml(footer.brand)}</strong> — ${escapeHtml(footer.tagline)}</p>`,
    `<p style="margin: 0 0 8px;">${facts}</p>`,
    `<p style="margin: 0;">${anchor(footer.site.url, footer.site.label)}</p>`,
    ...(smallPrint
      ? [`<p style="margin: 8px 0 0;">${escapeHtml(smallPrint.text)} ${anchor(smallPrint.url, smallPrint.label)}</p>`]
      : []),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}
