/** One Server-Sent Event: its type (`message` when unnamed) and data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads a Server-Sent Events stream piece by piece, as the HTML standard's parsing rules say
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
 * lines end with LF, CRLF or CR; `:` starts a comment; an event is dispatched at a blank
 * line, and not at all without data. Written here rather than using EventSource because
 * EventSource cannot send headers (the visitor's chat token travels in one). `retry` is
 * returned for the reader to honour.
 */
export function createEventStreamParser(): {
  /** The events the text completes, in order. */
  push(text: string): StreamEvent[];
  /** The last `retry:` the stream asked for, in ms. */
  retryMs(): number | null;
} {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  let retry: number | null = null;

  function line(text: string, events: StreamEvent[]): void {
    if (text === '') {
      if (data.length > 0) events.push({ event: eventType || 'message', data: data.join('\n') });
      eventType = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    push(text) {
      buffer += text;
      const events: StreamEvent[] = [];
      // A CR at the very end may be the first half of a CRLF: it waits for the next piece.
      const pattern = /\r\n|\r(?!$)|\n/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index), events);
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
      return events;
    },
    retryMs: () => retry,
  };
}
