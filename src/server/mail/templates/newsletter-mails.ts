import type { Locale } from '@/lib/locales';
import type { MailMessage } from '../mail-message';
import { renderMail, type MailContent } from '../render-mail';

/**
 * The newsletter's mails. Every one carries the way out: an unsubscribe link in its small
 * print, and the List-Unsubscribe headers (RFC 2369 / RFC 8058) mail clients turn into their
 * own one-click "Unsubscribe" button.
 */

export interface UnsubscribeLinks {
  /** The page a person opens from the mail. */
  page: string;
  /** The API endpoint mail clients POST to (RFC 8058 one-click). */
  oneClick: string;
}

type Parts = Omit<MailContent, 'footer' | 'signature' | 'greeting'>;

const SMALL_PRINT: Record<Locale, { text: string; label: string; greeting: string; signature: string }> = {
  en: {
    text: 'You receive this because this address asked for the LearnHub newsletter.',
    label: 'Unsubscribe',
    greeting: 'Hello,',
    signature: 'The LearnHub team',
  },
  vi: {
    text: 'Bạn nhận được email này vì địa chỉ này đã đăng ký bản tin LearnHub.',
    label: 'Hủy đăng ký',
    greeting: 'Xin chào,',
    signature: 'Đội ngũ LearnHub',
  },
};

function newsletterMail(locale: Locale, to: string, parts: Parts, unsubscribe: UnsubscribeLinks): MailMessage {
  const small = SMALL_PRINT[locale];
  const message = renderMail(to, {
    ...parts,
    greeting: small.greeting,
    signature: small.signature,
    footer: { text: small.text, url: unsubscribe.page, label: small.label },
  });
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const CONFIRM: Record<Locale, (link: string) => Parts> = {
  en: (link) => ({
    subject: 'Confirm your LearnHub newsletter subscription',
    intro: [
      'Someone — we hope you — asked to receive the LearnHub newsletter at this address: new courses and articles, at most once a week.',
      'Open the link below within 7 days to confirm.',
    ],
    link: { url: link, label: 'Confirm my subscription' },
    outro: ['If you did not ask for this, ignore this email: you will not be subscribed.'],
  }),
  vi: (link) => ({
    subject: 'Xác nhận đăng ký bản tin LearnHub',
    intro: [
      'Ai đó — hy vọng là bạn — đã yêu cầu nhận bản tin LearnHub tại địa chỉ này: khóa học và bài viết mới, tối đa mỗi tuần một lần.',
      'Hãy mở liên kết bên dưới trong vòng 7 ngày để xác nhận.',
    ],
    link: { url: link, label: 'Xác nhận đăng ký' },
    outro: ['Nếu bạn không yêu cầu việc này, hãy bỏ qua email: bạn sẽ không được đăng ký.'],
  }),
};

export function newsletterConfirmMail(
  locale: Locale,
  to: string,
  link: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  return newsletterMail(locale, to, CONFIRM[locale](link), unsubscribe);
}

const WELCOME: Record<Locale, (postsLink: string) => Parts> = {
  en: (postsLink) => ({
    subject: 'Welcome to the LearnHub newsletter',
    intro: [
      'Your subscription is confirmed. Once a week at most, we will send you our new courses and the articles worth your time.',
      'While you wait for the first one, the blog has plenty to read:',
    ],
    link: { url: postsLink, label: 'Read the LearnHub blog' },
    outro: [],
  }),
  vi: (postsLink) => ({
    subject: 'Chào mừng bạn đến với bản tin LearnHub',
    intro: [
      'Bạn đã xác nhận đăng ký. Tối đa mỗi tuần một lần, chúng tôi sẽ gửi bạn các khóa học mới và những bài viết đáng đọc.',
      'Trong lúc chờ số đầu tiên, blog có rất nhiều bài để bạn đọc:',
    ],
    link: { url: postsLink, label: 'Đọc blog LearnHub' },
    outro: [],
  }),
};

export function newsletterWelcomeMail(
  locale: Locale,
  to: string,
  postsLink: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  return newsletterMail(locale, to, WELCOME[locale](postsLink), unsubscribe);
}

const ALREADY: Record<Locale, (postsLink: string) => Parts> = {
  en: (postsLink) => ({
    subject: 'You are already subscribed to the LearnHub newsletter',
    intro: [
      'Someone asked to subscribe this address to the LearnHub newsletter. It already is: there is nothing more to do.',
    ],
    link: { url: postsLink, label: 'Read the LearnHub blog' },
    outro: ['If you no longer want the newsletter, use the unsubscribe link below.'],
  }),
  vi: (postsLink) => ({
    subject: 'Bạn đã đăng ký bản tin LearnHub',
    intro: [
      'Ai đó đã yêu cầu đăng ký bản tin LearnHub cho địa chỉ này. Địa chỉ đã được đăng ký: bạn không cần làm gì thêm.',
    ],
    link: { url: postsLink, label: 'Đọc blog LearnHub' },
    outro: ['Nếu bạn không muốn nhận bản tin nữa, hãy dùng liên kết hủy đăng ký bên dưới.'],
  }),
};

export function newsletterAlreadySubscribedMail(
  locale: Locale,
  to: string,
  postsLink: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  return newsletterMail(locale, to, ALREADY[locale](postsLink), unsubscribe);
}
