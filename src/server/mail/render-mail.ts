import type { MailMessage } from './mail-message';

/** The parts of a plain transactional mail; every string is text (escaped for the HTML part). */
export interface MailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  intro: string[];
  link: { url: string; label: string };
  /** Paragraphs after the link. */
  outro: string[];
  signature: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** One text part and one minimal HTML part with the same words (no remote images, no scripts). */
export function renderMail(to: string, content: MailContent): MailMessage {
  const text = [content.greeting, ...content.intro, content.link.url, ...content.outro, content.signature].join('\n\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    `<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>`,
    paragraph(content.link.url),
    ...content.outro.map(paragraph),
    paragraph(content.signature),
    '</body></html>',
  ].join('\n');
  return { to, subject: content.subject, text, html };
}
