import { foldDiacritics } from './fold-diacritics';

/**
 * Spec §9, applied in this order: lower-case and trim; remove every character that is not a
 * word character, whitespace or a hyphen; collapse runs of whitespace, underscores and
 * hyphens into one hyphen; strip leading and trailing hyphens.
 *
 * "Word character" is JavaScript's `\w` — ASCII letters, digits and `_` only — so letters with
 * diacritics are removed, not folded: `slugify('Lập trình')` is `'lp-trnh'`. That is the rule
 * as written; for URLs made from Vietnamese titles use `toAsciiSlug`, which folds the
 * diacritics first and then applies the same rule.
 * @internal exported for the tests
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `slugify` after folding letters to their base Latin letter (`foldDiacritics`):
 * `'Lập trình Đà Nẵng'` → `'lap-trinh-da-nang'`.
 */
export function toAsciiSlug(text: string): string {
  return slugify(foldDiacritics(text));
}
