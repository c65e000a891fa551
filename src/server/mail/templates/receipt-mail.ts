import type { Locale } from '@/lib/locales';
import type { MailMessage } from '../mail-message';
import { renderMail, type MailContent } from '../render-mail';
import { SITE_TIME_ZONE } from '@/lib/format/date';

export interface ReceiptFacts {
  code: string;
  paidAt: Date;
  /** Formatted amounts (spec §9). */
  total: string;
  /** One line per item: "Title (variant): 199.000 VND". */
  lines: string[];
  /** The order page: items, delivered codes, downloads. */
  link: string;
}

// Vietnam's time for everyone: the shop's receipts read the same wherever the buyer is.
const dateIn = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(date);

const CONTENT: Record<Locale, (name: string, facts: ReceiptFacts) => MailContent> = {
  en: (name, facts) => ({
    subject: `Your LearnHub receipt ${facts.code}`,
    greeting: `Hello ${name},`,
    intro: [
      `Thank you for your purchase. Order ${facts.code} was paid on ${dateIn('en', facts.paidAt)} (Vietnam time).`,
      ...facts.lines,
      `Total: ${facts.total}`,
      'Your courses, downloads and codes are ready on the order page:',
    ],
    link: { url: facts.link, label: 'Open my order' },
    outro: ['Keep this email as your receipt. Reply to it if anything is not right.'],
    signature: 'The LearnHub team',
  }),
  vi: (name, facts) => ({
    subject: `Biên nhận LearnHub ${facts.code}`,
    greeting: `Xin chào ${name},`,
    intro: [
      `Cảm ơn bạn đã mua hàng. Đơn hàng ${facts.code} đã được thanh toán lúc ${dateIn('vi', facts.paidAt)} (giờ Việt Nam).`,
      ...facts.lines,
      `Tổng cộng: ${facts.total}`,
      'Khóa học, tệp tải về và mã của bạn đã sẵn sàng trên trang đơn hàng:',
    ],
    link: { url: facts.link, label: 'Mở đơn hàng của tôi' },
    outro: ['Hãy giữ email này làm biên nhận. Trả lời email nếu có điều gì chưa đúng.'],
    signature: 'Đội ngũ LearnHub',
  }),
};

export function receiptMail(locale: Locale, to: { email: string; name: string }, facts: ReceiptFacts): MailMessage {
  return renderMail(to.email, CONTENT[locale](to.name, facts));
}
