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
export const VIETNAM_UTC_OFFSET = '+07:00';
