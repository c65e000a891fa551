/**
 * Lengths of lessons and quizzes. `formatClock` is the player's m:ss (h:mm:ss past an hour),
 * the same in every language; `durationParts` splits a longer length into whole hours and
 * minutes for a translated "3 h 20 min".
 */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Whole hours and minutes, minutes rounded up so a 20-second lesson is not "0 min". */
export function durationParts(totalSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.ceil(Math.max(0, totalSeconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
