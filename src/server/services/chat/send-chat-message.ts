import type { ChatMessageDto } from '@/lib/chat/chat-types';
import type { Locale } from '@/lib/locales';
import type { SendMessageInput } from '@/schemas/chat';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { serverMessage } from '../../i18n/server-messages';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { isAnyAdminOnline } from './admin-presence';
import { announceChatChange } from '../../chat-push/chat-push';
import { appendMessage } from './append-message';
import { assertOwnUserId, isContactOf, type ChatCaller } from './chat-caller';
import { sessionClosed, sessionNotFound } from './chat-errors';
import { toMessageDto } from './chat-dto';
import { takeSendToken } from './send-allowance';

/**
 * POST /api/chat/messages: the contact writes into their own, active conversation, at
 * most one message a second with bursts of five. The first message while no admin is
 * online also brings one system notice that a reply will follow (DESIGN.md §5) — never an
 * invented answer; the notice is not repeated until an admin has replied.
 *
 * The conversation's language becomes the one the contact writes from (their page's):
 * its notes, this one and the closing one, are said in it, even when the conversation
 * started on the other language's pages.
 */
export async function sendChatMessage(
  input: SendMessageInput,
  caller: ChatCaller,
  locale: Locale,
  now: Date = new Date(),
): Promise<ChatMessageDto> {
  assertOwnUserId(caller, input.userId);
  const { reply, newestId } = await getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(input.sessionId, tx);
    if (!session || !isContactOf(caller, session)) throw sessionNotFound();
    if (session.status !== 'active') throw sessionClosed();

    const decision = takeSendToken({ tokens: session.sendAllowance, at: session.sendAllowanceAt }, now);
    if (!decision.allowed) throw tooFast(decision.retryAfterMs);

    const message = await appendMessage(
      tx,
      session.id,
      { sender: 'user', text: input.text },
      { sendAllowance: decision.next.tokens, sendAllowanceAt: decision.next.at, locale },
    );
    let newest = message;
    if (session.awayNotifiedAt === null && !(await isAnyAdminOnline(now, tx))) {
      const text = serverMessage('chatAdminsAway', locale);
      newest = await appendMessage(tx, session.id, { sender: 'system', text }, { awayNotifiedAt: now });
    }
    return { reply: toMessageDto(message, session), newestId: newest.id };
  });
  announceChatChange({ sessionId: input.sessionId, messageId: newestId });
  return reply;
}

function tooFast(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    `You are sending messages too fast. Try again in ${seconds} seconds.`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  );
}
