/**
 * The chat's text rules as plain functions (spec §5): the server's schemas
 * (src/schemas/chat-fields.ts) build on them, and the widget uses them without a schema
 * library in its chunk.
 */

export const CHAT_NAME_MAX_LENGTH = 100;
export const CHAT_PHONE_MAX_LENGTH = 20;

// Control characters other than tab and newline have no place in a chat line, and
// PostgreSQL refuses NUL in text outright.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** Newlines as \n, no control characters, no surrounding blanks: the text as it is stored. */
export function normalizeChatText(value: string): string {
  return stripControlCharacters(value.replace(/\r\n?/g, '\n')).trim();
}

/** Digits with the usual separators and an optional leading +; 8 to 15 digits (E.164 allows 15). */
export function isPhoneNumber(value: string): boolean {
  if (value.length > CHAT_PHONE_MAX_LENGTH || !/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}
