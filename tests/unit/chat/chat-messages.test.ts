import { describe, expect, it } from 'vitest';
import { splitUnread, toChatMessage } from '@/features/chat/chat-messages';
import type { ChatMessageDto } from '@/lib/chat/chat-types';

const at = '2026-11-23T10:00:00.000Z';
const dto = (id: number, sender: ChatMessageDto['sender'], read: boolean): ChatMessageDto => ({
  id,
  text: `m${id}`,
  sender,
  timestamp: at,
  read,
});

describe('chat messages in the widget', () => {
  it('keeps the server message with a string id', () => {
    expect(toChatMessage(dto(7, 'admin', true))).toEqual({ id: '7', text: 'm7', sender: 'admin', timestamp: at });
  });

  it('splits a loaded conversation at the first unread team message (the badge after a reload)', () => {
    const { seen, unread } = splitUnread([
      dto(1, 'user', true),
      dto(2, 'admin', true),
      dto(3, 'admin', false),
      dto(4, 'user', false),
    ]);
    expect(seen.map((m) => m.id)).toEqual(['1', '2']);
    expect(unread.map((m) => m.id)).toEqual(['3', '4']);
    // The contact's own unread-by-admin messages never count.
    expect(splitUnread([dto(1, 'user', false)]).unread).toEqual([]);
  });
});
