import type { Locale } from '@/lib/locales';
import type { ContactMessage } from '../../db/schema/contact';
import type { MailMessage } from '../mail-message';
import { renderMail, type MailContent } from '../render-mail';

/**
 * The team's copy of a contact-form message, in the language the visitor wrote from (the
 * language to answer in). "Reply" goes to the visitor. Every value is the visitor's text:
 * renderMail escapes it for the HTML part.
 */
const CONTENT: Record<Locale, (message: ContactMessage) => MailContent> = {
  en: (message) => ({
    subject: `[Contact] ${message.subject}`,
    greeting: 'A new message arrived through the contact form.',
    intro: [
      `From: ${message.name} <${message.email}>`,
      `Phone: ${message.phone ?? '—'}`,
      `Subject: ${message.subject}`,
      ...message.message.split(/\n{2,}/),
    ],
    outro: ['Reply to this email to answer the sender.'],
    signature: `LearnHub · message ${message.id}`,
  }),
  vi: (message) => ({
    subject: `[Liên hệ] ${message.subject}`,
    greeting: 'Có tin nhắn mới gửi qua biểu mẫu liên hệ.',
    intro: [
      `Người gửi: ${message.name} <${message.email}>`,
      `Điện thoại: ${message.phone ?? '—'}`,
      `Chủ đề: ${message.subject}`,
      ...message.message.split(/\n{2,}/),
    ],
    outro: ['Trả lời email này để phản hồi người gửi.'],
    signature: `LearnHub · tin nhắn ${message.id}`,
  }),
};

export function contactNotificationMail(to: string, message: ContactMessage): MailMessage {
  return { ...renderMail(to, CONTENT[message.language](message)), replyTo: message.email };
}
