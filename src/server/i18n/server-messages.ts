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
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerMessage = keyof typeof MESSAGES;

export function serverMessage(key: ServerMessage, locale: Locale): string {
  return MESSAGES[key][locale];
}
