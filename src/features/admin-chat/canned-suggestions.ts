import type { CannedReply } from '@/lib/chat/chat-tools-types';

/** The reply box's canned-reply logic as plain functions: what is being typed, what matches, what inserting does. */

export interface SlashQuery {
  /** Where the `/` is, and the caret after the shortcut typed so far. */
  start: number;
  end: number;
  query: string;
}

/** At most this many suggestions: the list is for picking, not browsing (the drawer is for that). */
const MAX_SUGGESTIONS = 8;

/**
 * The `/shortcut` being typed at the caret: a slash at the start of the text or after a
 * space or newline (so a URL's slashes never open the list), then shortcut characters.
 */
export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const match = /(?:^|\s)\/([a-z0-9_-]*)$/i.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, end: caret, query: query.toLowerCase() };
}

/** Replies whose shortcut starts with the query first, then those whose shortcut or text holds it. */
export function matchingReplies(replies: CannedReply[], query: string): CannedReply[] {
  const starts = replies.filter((reply) => reply.shortcut.startsWith(query));
  const holds = replies.filter(
    (reply) =>
      !reply.shortcut.startsWith(query) && (reply.shortcut.includes(query) || reply.text.toLowerCase().includes(query)),
  );
  return [...starts, ...holds].slice(0, MAX_SUGGESTIONS);
}

/** The text with the typed `/shortcut` replaced by the reply's text, and where the caret goes (after it). */
export function insertReply(text: string, slash: SlashQuery, reply: string): { text: string; caret: number } {
  return { text: text.slice(0, slash.start) + reply + text.slice(slash.end), caret: slash.start + reply.length };
}
