/** The post editor's facts that the server's schemas and the back office's pages share. */

/**
 * draft: being written, never public · scheduled: public from its time on · published ·
 * archived: taken down (its pages answer 404), kept for the record.
 */
export const POST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostStatusValue = (typeof POST_STATUSES)[number];

export const POST_LIMITS = {
  title: 200,
  excerpt: 500,
  /** A long article is ~40,000 characters; a quarter of a million leaves room for tables and code. */
  body: 250_000,
  seoTitle: 120,
  seoDescription: 320,
  /** New tags typed in the editor, per save. */
  newTags: 10,
  tagName: 50,
  tags: 20,
} as const;

/** A draft is saved this long after the writer stops typing. */
export const POST_AUTOSAVE_DELAY_MS = 3_000;

/**
 * Schedules are set in Vietnam's time, the team's and most readers' (UTC+7 all year: no
 * daylight saving), whatever the admin's computer says.
 */
const VIETNAM_UTC_OFFSET = '+07:00';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** A time as a `datetime-local` input shows it in Vietnam (`2026-11-27T09:30`). */
export function toVietnamLocalInput(iso: string): string {
  return new Date(new Date(iso).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

/** What a `datetime-local` input holds, read as Vietnam time, as the API takes it. */
export function fromVietnamLocalInput(value: string): string {
  return `${value}:00${VIETNAM_UTC_OFFSET}`;
}
