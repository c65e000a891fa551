/**
 * A text an admin writes in both languages (DESIGN.md §9: `{ "en": "…", "vi": "…" }`),
 * trimmed, with Windows and old Mac line breaks made `\n` so a text pasted from anywhere is
 * stored one way (the exam shows line breaks as written).
 */
import * as z from 'zod/mini';
import { typeError } from './authoring-errors';

const normalizeLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

function textSchema(maxLength: number, required: boolean) {
  const checks = [
    z.overwrite(normalizeLineBreaks),
    z.trim(),
    ...(required ? [z.minLength(1, 'Required.')] : []),
    z.maxLength(maxLength, `At most ${maxLength} characters.`),
  ];
  return z.string(typeError('text')).check(...checks);
}

/** Both languages required (not blank), each at most `maxLength` characters once trimmed. */
export function bilingualTextSchema(maxLength: number, { required = true } = {}) {
  const text = textSchema(maxLength, required);
  return z.object({ en: text, vi: text }, typeError('an object { en, vi }'));
}

export interface Bilingual {
  en: string;
  vi: string;
}
