import type { ChatMessageDto } from '@/lib/chat/chat-types';

/** Adds messages to a conversation, each once (by id), in id order; a newer copy wins (its read flag). */
export function mergeMessages(current: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The largest id among `messages` and `floor`. */
export const newestId = (messages: ChatMessageDto[], floor: number) =>
  messages.reduce((newest, message) => Math.max(newest, message.id), floor);
