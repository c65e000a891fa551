/**
 * Letters folded to their base Latin letter, case kept: `'Lập trình Đà Nẵng'` →
 * `'Lap trinh Da Nang'`. Canonical decomposition (NFD) splits a letter from its combining
 * marks (U+0300–U+036F, every mark Vietnamese and the other Latin-script languages use),
 * which are then dropped; `đ`/`Đ` is a letter of its own in Unicode (no decomposition), so
 * it is mapped by hand.
 *
 * The keyword search folds text in SQL the same way (`src/server/repositories/keyword-condition.ts`):
 * keep the two in step.
 */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'));
}
