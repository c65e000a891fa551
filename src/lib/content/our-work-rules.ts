/**
 * The showcase's limits, shared by the back office's request schemas and its editor (pure
 * values, so the editor's bundle carries no schema).
 */

/** Pictures per project: the first is the cover, the rest its gallery. */
export const MAX_OUR_WORK_IMAGES = 8;

/** The earliest year a project may carry: older than the team's work could be. */
export const FIRST_OUR_WORK_YEAR = 1990;

/** The latest: next year, for a project about to launch (and whatever the server's time zone). */
export function lastOurWorkYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}
