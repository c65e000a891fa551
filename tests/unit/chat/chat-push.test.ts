import { describe, expect, it } from 'vitest';
import { parseChatChange } from '@/lib/chat/chat-push';

describe('a chat change pushed to the widget and the console', () => {
  it('is read from its event data', () => {
    expect(parseChatChange('{"sessionId":"abc","messageId":12}')).toEqual({ sessionId: 'abc', messageId: 12 });
  });

  it('is null for data that is not one, so the reader skips it', () => {
    for (const data of [
      '',
      'not json',
      'null',
      '[]',
      '{"sessionId":1,"messageId":2}',
      '{"sessionId":"a"}',
      '{"sessionId":"a","messageId":1.5}',
    ]) {
      expect(parseChatChange(data), data).toBeNull();
    }
  });
});
