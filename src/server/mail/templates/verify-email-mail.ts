import type { Locale } from '@/lib/locales';
import type { MailMessage } from '../mail-message';
import { renderMail, type MailContent } from '../render-mail';

const CONTENT: Record<Locale, (name: string, link: string) => MailContent> = {
  en: (name, link) => ({
    subject: 'Confirm your LearnHub email address',
    greeting: `Hello ${name},`,
    intro: ['Please confirm your email address by opening the link below. It is valid for 24 hours.'],
    link: { url: link, label: 'Confirm my email address' },
    outro: ['If you did not create a LearnHub account, you can ignore this email.'],
    signature: 'The LearnHub team',
  }),
  vi: (name, link) => ({
    subject: 'Xác nhận địa chỉ email LearnHub của bạn',
    greeting: `Xin chào ${name},`,
    intro: [
      'Vui lòng xác nhận địa chỉ email của bạn bằng cách mở liên kết bên dưới. Liên kết có hiệu lực trong 24 giờ.',
    ],
    link: { url: link, label: 'Xác nhận địa chỉ email' },
    outro: ['Nếu bạn không tạo tài khoản LearnHub, bạn có thể bỏ qua email này.'],
    signature: 'Đội ngũ LearnHub',
  }),
};

export function verifyEmailMail(locale: Locale, to: { email: string; name: string }, link: string): MailMessage {
  return renderMail(to.email, CONTENT[locale](to.name, link));
}
