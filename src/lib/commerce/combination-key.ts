/**
 * Account-store variants (Shopify-style): a product has options (duration, plan…), each
 * with values; a variant is one value per option. Its combination key is the chosen
 * values' codes in option order, joined by "_" (e.g. `12-months_family`). Value codes are
 * unique within a product, so a key given in any order still names one combination.
 * Pure code: the server resolves keys with it and the detail page builds them with it.
 */

export const COMBINATION_SEPARATOR = '_';
/** One value's code: lower-case words joined by single hyphens (no "_": it separates codes in a key). */
export const OPTION_VALUE_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COMBINATION_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:_[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export interface OptionShape {
  /** The option's value codes, in display order. */
  values: readonly { code: string }[];
}

/** The key of a choice of one value code per option (in option order). */
export function combinationKeyOf(codes: readonly string[]): string {
  return codes.join(COMBINATION_SEPARATOR);
}

/**
 * Every combination of one value per option, as canonical keys (option order, then value
 * order): the variants a product with these options needs. None without options.
 */
export function combinationsOf(options: readonly OptionShape[]): string[] {
  if (options.length === 0) return [];
  const chosen = options.reduce<string[][]>(
    (partial, option) => partial.flatMap((codes) => option.values.map((value) => [...codes, value.code])),
    [[]],
  );
  return chosen.map(combinationKeyOf);
}

/**
 * The canonical key (option order) of a key whose codes may come in any order, or null
 * when it does not choose exactly one known value of every option.
 */
export function canonicalCombinationKey(options: readonly OptionShape[], key: string): string | null {
  if (!COMBINATION_KEY_PATTERN.test(key)) return null;
  const codes = key.split(COMBINATION_SEPARATOR);
  if (codes.length !== options.length || new Set(codes).size !== codes.length) return null;
  const chosen: string[] = [];
  for (const option of options) {
    const matches = option.values.filter((value) => codes.includes(value.code));
    if (matches.length !== 1) return null;
    chosen.push(matches[0]!.code);
  }
  return combinationKeyOf(chosen);
}

/** The codes a key chooses, per option (in option order); null for a key that does not resolve. */
export function selectedCodes(options: readonly OptionShape[], key: string): string[] | null {
  const canonical = canonicalCombinationKey(options, key);
  return canonical === null ? null : canonical.split(COMBINATION_SEPARATOR);
}

/** The key after changing option `index` to `code`, keeping the other choices. */
export function withChoice(current: readonly string[], index: number, code: string): string {
  return combinationKeyOf(current.map((value, position) => (position === index ? code : value)));
}
