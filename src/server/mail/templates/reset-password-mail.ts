import type { Locale } from '@/lib/locales';
import type { MailMessage } from '../mail-message';
import { renderMail, type MailContent } from '../render-mail';

const CONTENT: Record<Locale, (name: string, link: string) => MailContent> = {
  en: (name, link) => ({
    subject: 'Reset your LearnHub password',
    greeting: `Hello ${name},`,
    intro: [
      'We received a request to reset the password of your LearnHub account. Open the link below within 30 minutes to choose a new password.',
    ],
    link: { url: link, label: 'Choose a new password' },
    outro: ['If you did not ask for this, ignore this email: your password stays as it is.'],
    signature: 'The LearnHub team',
  }),
  vi: (name, link) => ({
    subject: 'Đặt lại mật khẩu LearnHub',
    greeting: `Xin chào ${name},`,
    intro: [
      'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu tài khoản LearnHub của bạn. Hãy mở liên kết bên dưới trong vòng 30 phút để chọn mật khẩu mới.',
    ],
    link: { url: link, label: 'Chọn mật khẩu mới' },
    outro: ['Nếu bạn không yêu cầu việc này, hãy bỏ qua email: mật khẩu của bạn vẫn giữ nguyên.'],
    signature: 'Đội ngũ LearnHub',
  }),
};

export function resetPasswordMail(locale: Locale, to: { email: string; name: string }, link: string): MailMessage {
  return renderMail(to.email, CONTENT[locale](to.name, link));
}
