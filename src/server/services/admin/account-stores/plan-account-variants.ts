import { canonicalCombinationKey, combinationsOf, type OptionShape } from '@/lib/commerce/combination-key';
import { MAX_ACCOUNT_VARIANTS, type VariantInput } from '@/schemas/admin-account-stores';
import { fieldErrors } from '../../../http/validation';

/** A variant as it is saved: the price and "was" price it will have, by canonical key. */
export interface PlannedVariant {
  key: string;
  priceVnd: number;
  compareAtPriceVnd: number | null;
  isActive: boolean;
}

interface ExistingVariant {
  combinationKey: string;
  compareAtPriceVnd: number | null;
  isActive: boolean;
}

/**
 * The variants a product with `options` must have, checked against the ones sent and the
 * ones it already has: every combination of values (the cartesian product) needs exactly one
 * variant, so a new combination the request does not price is refused, naming it; a variant
 * sent must name a combination of these options. Answers the variants to write, each from
 * the request (a field left out keeps the existing variant's, or takes the default).
 * Collects every problem before refusing, each under its field.
 */
export function planAccountVariants(
  options: readonly OptionShape[],
  given: readonly VariantInput[],
  existing: readonly ExistingVariant[] = [],
): { planned: PlannedVariant[]; combinations: string[] } {
  const fields: Record<string, string> = {};
  const combinations = combinationsOf(options);
  if (combinations.length > MAX_ACCOUNT_VARIANTS) {
    fields.options = `These options make ${combinations.length} combinations; at most ${MAX_ACCOUNT_VARIANTS} are allowed.`;
    throw fieldErrors(fields);
  }
  const before = new Map(existing.map((variant) => [variant.combinationKey, variant]));
  const planned: PlannedVariant[] = [];
  given.forEach((variant, index) => {
    const key = canonicalCombinationKey(options, variant.combination_key);
    if (key === null) {
      fields[`variants.${index}.combination_key`] =
        `"${variant.combination_key}" is not a combination of this product's option values.`;
      return;
    }
    const old = before.get(key);
    const compareAt =
      variant.compare_at_price_vnd === undefined ? (old?.compareAtPriceVnd ?? null) : variant.compare_at_price_vnd;
    if (compareAt !== null && compareAt <= variant.price_vnd) {
      fields[`variants.${index}.compare_at_price_vnd`] = 'The "was" price must be above the price.';
      return;
    }
    planned.push({
      key,
      priceVnd: variant.price_vnd,
      compareAtPriceVnd: compareAt,
      isActive: variant.is_active ?? old?.isActive ?? true,
    });
  });
  const priced = new Set(planned.map((variant) => variant.key));
  const missing = combinations.filter((key) => !priced.has(key) && !before.has(key));
  if (missing.length > 0) {
    fields.variants = `Every combination needs a variant with its price; missing: ${missing.join(', ')}.`;
  }
  if (Object.keys(fields).length > 0) throw fieldErrors(fields);
  return { planned, combinations };
}
