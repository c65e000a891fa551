import { escapeHtml } from '@/lib/format/escape-html';
import type { MailMessage } from './mail-message';

/** The parts of a plain transactional mail; every string is text (escaped for the HTML part). */
export interface MailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  intro: string[];
  /** The mail's one action, if it has one. */
  link?: { url: string; label: string };
  /** Paragraphs after the link. */
  outro: string[];
  signature: string;
  /** A small-print line after the signature with its link (newsletter mails: how to unsubscribe). */
  footer?: { text: string; url: string; label: string };
}

/** One text part and one minimal HTML part with the same words (no remote images, no scripts). */
export function renderMail(to: string, content: MailContent): MailMessage {
  const { link, footer } = content;
  const text = [
    content.greeting,
    ...content.intro,
    ...(link ? [link.url] : []),
    ...content.outro,
    content.signature,
    ...(footer ? [`${footer.text} ${footer.url}`] : []),
  ].join('\n\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const anchor = (target: { url: string; label: string }) =>
    `<a href="${escapeHtml(target.url)}">${escapeHtml(target.label)}</a>`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    ...(link ? [`<p>${anchor(link)}</p>`, paragraph(link.url)] : []),
    ...content.outro.map(paragraph),
    paragraph(content.signature),
    ...(footer ? [`<p style="font-size: 12px; color: #5b6675;">${escapeHtml(footer.text)} ${anchor(footer)}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { to, subject: content.subject, text, html };
}
