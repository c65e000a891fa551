import { randomBytes } from 'node:crypto';
import type { ChatInitializeReply } from '@/lib/chat/chat-types';
import { CHAT_HISTORY_PAGE_SIZE } from '@/lib/chat/chat-limits';
import type { Locale } from '@/lib/locales';
import type { InitializeInput } from '@/schemas/chat';
import { issueChatToken } from '../../auth/chat-token';
import { getDb } from '../../db/client';
import { fieldError } from '../../http/validation';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import { ipLimitKey } from '../../http/client-ip';
import * as messageRepository from '../../repositories/chat-message-repository';
import * as sessionRepository from '../../repositories/chat-session-repository';
import type { ChatContactRef, ChatSession } from '../../repositories/chat-session-repository';
import * as visitorRepository from '../../repositories/chat-visitor-repository';
import * as userRepository from '../../repositories/user-repository';
import { assertOwnUserId, type ChatCaller } from './chat-caller';
import { toMessageDto } from './chat-dto';

export interface InitializeContext {
  caller: ChatCaller | null;
  locale: Locale;
  /** For the registration limit. */
  clientIp: string;
}

interface Contact {
  ref: ChatContactRef;
  id: string;
  name: string;
  phone: string | null;
  /** A visitor's, if they gave one; a user's is their account's (read when it is needed). */
  email: string | null;
}

/**
 * POST /api/chat/initialize (spec §4 Chat): resumes the caller's active conversation, or
 * starts one. A signed-in user needs nothing more; a visitor with a chat token is the
 * visitor it names; anyone else registers here with name, phone (and, optionally, an email
 * for a transcript of the conversation) and gets a new,
 * server-issued `visitor_…` id — a `userId` they send is not taken on trust. Visitors get
 * a chat token for the conversation in the reply.
 */
export async function initializeChat(input: InitializeInput, context: InitializeContext): Promise<ChatInitializeReply> {
  const { caller } = context;
  if (caller) assertOwnUserId(caller, input.userId);
  const contact = (caller && (await knownContact(caller, input))) ?? (await registerVisitor(input, context.clientIp));
  const session = await activeSessionFor(contact, context.locale);

  const messages = await messageRepository.listPage(session.id, { limit: CHAT_HISTORY_PAGE_SIZE, offset: 0 });
  return {
    chatSessionId: session.id,
    initialMessages: messages.map((message) => toMessageDto(message, session)),
    status: session.status,
    userId: contact.id,
    chatToken: contact.ref.visitorId
      ? await issueChatToken({ visitorId: contact.ref.visitorId, sessionId: session.id })
      : null,
  };
}

/**
 * The caller as a contact; null for a visitor whose record is gone (they register again).
 * A signed-in user is named as in their profile; a phone they give fills one it lacks.
 */
async function knownContact(caller: ChatCaller, input: InitializeInput): Promise<Contact | null> {
  if (caller.kind === 'user') {
    const user = await userRepository.findById(caller.id);
    if (!user) return null;
    return {
      ref: { userId: user.id },
      id: user.id,
      name: user.name,
      phone: user.phone ?? input.userPhone ?? null,
      email: null,
    };
  }
  const visitor = await visitorRepository.findById(caller.id);
  if (!visitor) return null;
  return {
    ref: { visitorId: visitor.id },
    id: visitor.id,
    name: visitor.name,
    phone: visitor.phone,
    email: visitor.email ?? input.userEmail ?? null,
  };
}

async function registerVisitor(input: InitializeInput, clientIp: string): Promise<Contact> {
  // Spec §5: a visitor chats only after giving a name and a phone number.
  if (input.userName === undefined) throw fieldError('userName', 'Name is required.');
  if (input.userPhone === undefined) throw fieldError('userPhone', 'Phone is required.');
  await consumeOrThrow('chatRegister', ipLimitKey(clientIp));
  const visitor = await visitorRepository.create({
    id: `visitor_${randomBytes(16).toString('base64url')}`,
    name: input.userName,
    phone: input.userPhone,
    email: input.userEmail ?? null,
  });
  return {
    ref: { visitorId: visitor.id },
    id: visitor.id,
    name: visitor.name,
    phone: visitor.phone,
    email: visitor.email,
  };
}

async function activeSessionFor(contact: Contact, locale: Locale): Promise<ChatSession> {
  const existing = await sessionRepository.findActiveFor(contact.ref);
  if (existing) return existing;
  const created = await sessionRepository.insertActive({
    visitorId: contact.ref.visitorId ?? null,
    userId: contact.ref.userId ?? null,
    contactName: contact.name,
    contactPhone: contact.phone,
    contactEmail: contact.email,
    locale,
  });
  // Null: a second request of the same contact started one a moment ago; use that one.
  const session = created ?? (await sessionRepository.findActiveFor(contact.ref, getDb()));
  if (!session) throw new Error('chat session neither created nor found');
  return session;
}
