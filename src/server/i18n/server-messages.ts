import type { Locale } from '@/lib/locales';

/**
 * Messages the server itself decides (rules the browser cannot check), in the request's
 * language so a form shows them as they are (DESIGN.md §2).
 */
const MESSAGES = {
  passwordTooCommon: {
    en: 'This password is too common. Choose one that is harder to guess.',
    vi: 'Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.',
  },
  currentPasswordIncorrect: {
    en: 'Current password is incorrect.',
    vi: 'Mật khẩu hiện tại không đúng.',
  },
  chatAdminsAway: {
    en: 'Our team is not online right now. Your message is saved and an admin will reply here as soon as possible.',
    vi: 'Đội ngũ của chúng tôi hiện không trực tuyến. Tin nhắn của bạn đã được lưu và quản trị viên sẽ trả lời tại đây sớm nhất có thể.',
  },
  chatClosed: {
    en: 'This conversation has been closed. You can start a new one at any time.',
    vi: 'Cuộc trò chuyện này đã kết thúc. Bạn có thể bắt đầu cuộc trò chuyện mới bất cứ lúc nào.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerMessage = keyof typeof MESSAGES;

export function serverMessage(key: ServerMessage, locale: Locale): string {
  return MESSAGES[key][locale];
}
