import { describe, expect, it } from 'vitest';
import { createEventStreamParser } from '@/lib/push/event-stream-parser';

describe('the Server-Sent Events parser', () => {
  it('dispatches an event at a blank line, with its type and data; unnamed events are "message"', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: chat\ndata: {"a":1}\n\ndata: plain\n\n')).toEqual([
      { event: 'chat', data: '{"a":1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('puts events split across pieces back together, wherever the cut falls (even inside a CRLF)', () => {
    const text = 'event: ready\r\ndata: {}\r\n\r\nevent: chat\r\ndata: {"sessionId":"s","messageId":7}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = createEventStreamParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual([
        { event: 'ready', data: '{}' },
        { event: 'chat', data: '{"sessionId":"s","messageId":7}' },
      ]);
    }
  });

  it('joins data lines, skips comments and events without data, and keeps the last retry', () => {
    const parser = createEventStreamParser();
    expect(parser.retryMs()).toBeNull();
    const events = parser.push(': ping\n\nretry: 3000\n\nevent: empty\n\ndata: one\ndata:two\r\rretry: soon\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    expect(parser.retryMs()).toBe(3000);
  });

  it('holds an unfinished event back until its blank line arrives', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: chat\ndata: x\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'chat', data: 'x' }]);
  });
});
