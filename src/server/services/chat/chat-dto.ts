import type { ChatMessageDto } from '@/lib/chat/chat-types';
import type { ChatMessageRow } from '../../repositories/chat-message-repository';

/** Where each side has read up to (chat_sessions.admin_read_up_to / contact_read_up_to). */
export interface ReadMarks {
  adminReadUpTo: number;
  contactReadUpTo: number;
}

export function toMessageDto(
  message: Pick<ChatMessageRow, 'id' | 'text' | 'sender' | 'createdAt'>,
  marks: ReadMarks,
): ChatMessageDto {
  // A message is read by the side it was written to.
  const readUpTo = message.sender === 'user' ? marks.adminReadUpTo : marks.contactReadUpTo;
  return {
    id: message.id,
    text: message.text,
    sender: message.sender,
    timestamp: message.createdAt.toISOString(),
    read: message.id <= readUpTo,
  };
}
