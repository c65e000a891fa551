/**
 * Ids in page paths (`/quiz/[id]`): a positive integer as the database keys them, or null —
 * which the page answers with its 404. `12abc`, `0`, `-3`, `1e3` and repeated params are not ids.
 */
const MAX_ID = 2_147_483_647;

export function positiveIntParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
