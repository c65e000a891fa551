/**
 * The chat's field rules (spec §5) as schemas for the API. The rules themselves are plain
 * functions in src/lib/chat/chat-text.ts, which the widget uses directly.
 */
import * as z from 'zod/mini';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/chat/chat-limits';
import { CHAT_NAME_MAX_LENGTH, isPhoneNumber, normalizeChatText, stripControlCharacters } from '@/lib/chat/chat-text';

export const chatMessageTextSchema = z
  .string({ error: 'Message is required.' })
  .check(
    z.overwrite(normalizeChatText),
    z.minLength(1, 'Message cannot be empty.'),
    z.maxLength(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  );

export const chatNameSchema = z
  .string({ error: 'Name is required.' })
  .check(
    z.overwrite(stripControlCharacters),
    z.trim(),
    z.minLength(1, { error: 'Name is required.', abort: true }),
    z.maxLength(CHAT_NAME_MAX_LENGTH, `Name must be at most ${CHAT_NAME_MAX_LENGTH} characters.`),
  );

export const chatPhoneSchema = z
  .string({ error: 'Phone is required.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Phone is required.', abort: true }),
    z.refine(isPhoneNumber, 'Please enter a valid phone number.'),
  );
