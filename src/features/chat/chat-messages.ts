import type { ChatMessageDto } from '@/lib/chat/chat-types';
import type { ChatMessage } from './chat-slice';

/** The server's message as the slice keeps it (ids as strings, beside the temporary ones). */
export function toChatMessage(dto: ChatMessageDto): ChatMessage {
  return { id: String(dto.id), text: dto.text, sender: dto.sender, timestamp: dto.timestamp };
}

/**
 * A conversation loaded at start split in two: what the contact has already seen, and what
 * waits from the team (replies and notices they have not read) — the badge after a reload.
 */
export function splitUnread(messages: ChatMessageDto[]): { seen: ChatMessage[]; unread: ChatMessage[] } {
  const firstUnread = messages.findIndex((message) => message.sender !== 'user' && !message.read);
  const cut = firstUnread === -1 ? messages.length : firstUnread;
  return { seen: messages.slice(0, cut).map(toChatMessage), unread: messages.slice(cut).map(toChatMessage) };
}
