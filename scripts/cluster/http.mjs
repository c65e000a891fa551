// @ts-check
// The calls the cluster test makes: the API's JSON envelope, and a Server-Sent Events reader.

/**
 * One API call. Resolves with the status, the envelope's data (or error) and the headers;
 * never throws on an error status, so a check can assert on it.
 *
 * @param {string} origin the balancer's or one instance's origin
 * @param {string} pathname
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown, token?: string }} [options]
 * @returns {Promise<{ status: number, data: any, error: any, headers: Headers }>}
 */
export async function api(origin, pathname, { method = 'GET', headers = {}, body, token } = {}) {
  const response = await fetch(origin + pathname, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  /** @type {any} */
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text.slice(0, 300) };
  }
  // The API's envelope ({ success, data, error }); a few calls (the IPN) answer their own shape.
  const enveloped = parsed && typeof parsed === 'object' && 'success' in parsed;
  return {
    status: response.status,
    data: enveloped ? parsed.data : parsed,
    error: enveloped ? parsed.error : null,
    headers: response.headers,
  };
}

/** The same call, for steps that cannot go on without its success: throws with the reply otherwise. */
export async function apiOk(/** @type {Parameters<typeof api>} */ ...args) {
  const reply = await api(...args);
  if (reply.status < 200 || reply.status > 299) {
    throw new Error(
      `${args[2]?.method ?? 'GET'} ${args[1]} on ${args[0]}: ${reply.status} ${JSON.stringify(reply.error ?? reply.data)}`,
    );
  }
  return reply.data;
}

/**
 * An open Server-Sent Events stream: `next(event, matches, timeoutMs, since)` resolves with
 * the first event of that name whose parsed data `matches`, already buffered or still to
 * come, received at or after `since` (performance.now(): a latency counts only the event
 * that came after its cause).
 *
 * @typedef {{ event: string, data: any, at: number }} StreamEvent
 * @typedef {{ status: number, contentType: string, error: any, events: StreamEvent[],
 *   next: (event: string, matches?: (data: any) => boolean, timeoutMs?: number, since?: number) => Promise<StreamEvent>,
 *   close: () => void }} EventStream
 *
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<EventStream>}
 */
export async function openEventStream(url, headers) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  /** @type {StreamEvent[]} */
  const events = [];
  /** @type {Array<() => void>} */
  const waiters = [];
  /** @type {EventStream} */
  const stream = {
    status: response.status,
    contentType,
    error: null,
    events,
    next: (event, matches = () => true, timeoutMs = 5_000, since = 0) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const timer = setTimeout(() => reject(new Error(`no "${event}" event within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          const found = events
            .slice(seen)
            .find((entry) => entry.event === event && entry.at >= since && matches(entry.data));
          seen = events.length;
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => controller.abort(),
  };
  if (!response.ok || !contentType.startsWith('text/event-stream')) {
    stream.error = await response.text().catch(() => '');
    return stream;
  }
  void readEvents(response, (event) => {
    events.push(event);
    waiters.splice(0).forEach((wake) => wake());
  });
  return stream;
}

/** Splits the body into events (blank-line separated; `event:` and `data:` fields, comments skipped). */
async function readEvents(/** @type {Response} */ response, /** @type {(event: StreamEvent) => void} */ onEvent) {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (response.body)) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.search(/\r?\n\r?\n/)) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        let event = 'message';
        const data = [];
        for (const line of block.split(/\r?\n/)) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length === 0) continue;
        let parsed;
        try {
          parsed = JSON.parse(data.join('\n'));
        } catch {
          parsed = data.join('\n');
        }
        onEvent({ event, data: parsed, at: performance.now() });
      }
    }
  } catch {
    // Closed by the test (abort) or by the server: the stream simply ends.
  }
}
