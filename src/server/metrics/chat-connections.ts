import { siteMetrics } from './registry';

/** Who holds a chat push stream: a visitor's widget or an admin's console. */
export type ChatAudience = 'visitor' | 'admin';

/**
 * `learnhub_chat_connections{audience}`: the chat's push streams (Server-Sent Events) open in
 * this process. The stream calls chatConnectionOpened when it starts and chatConnectionClosed
 * once when it ends (the client left, or the server closed it), in a `finally` or the
 * request's 'close' event so no path skips it (src/server/chat-push/serve-chat-stream.ts).
 */
export function chatConnectionOpened(audience: ChatAudience): void {
  siteMetrics().chatConnections.inc({ audience });
}

export function chatConnectionClosed(audience: ChatAudience): void {
  siteMetrics().chatConnections.dec({ audience });
}
