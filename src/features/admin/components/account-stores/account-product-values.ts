import type { AdminAccountProductDetail } from '@/lib/admin/admin-stock-types';
import type { Bilingual } from '@/lib/api/reply-field-types';
import { combinationsOf, OPTION_VALUE_CODE_PATTERN } from '@/lib/commerce/combination-key';
import type { AccountProductBody } from '../../admin-api';

/**
 * The account-store product editor's form values, and the request body they make. Pure: the
 * editor's form and its tests share it. Features are edited as text, one per line; variants
 * are kept by combination key, so a row keeps its price while options around it change.
 */

export interface OptionValues {
  name: Bilingual;
  values: { code: string; label: Bilingual }[];
}

interface VariantValues {
  price_vnd?: number | null;
  compare_at_price_vnd?: number | null;
  is_active?: boolean;
}

/** The body's fields, but features as text (one per line) and variants by combination key. */
export interface ProductValues extends Omit<AccountProductBody, 'features' | 'options' | 'variants'> {
  features: Bilingual;
  options: OptionValues[];
  variants: Record<string, VariantValues | undefined>;
}

const EMPTY: Bilingual = { en: '', vi: '' };
const PLACEHOLDER_THUMBNAIL = '/images/placeholder.svg';

export function productValuesOf(product: AdminAccountProductDetail | null): ProductValues {
  if (!product) {
    return {
      slug: '',
      type: 'learning',
      provider: '',
      title: EMPTY,
      short_description: EMPTY,
      description: EMPTY,
      features: EMPTY,
      thumbnail: PLACEHOLDER_THUMBNAIL,
      delivery_kind: 'code',
      is_featured: false,
      options: [{ name: EMPTY, values: [{ code: '', label: EMPTY }] }],
      variants: {},
    };
  }
  return {
    slug: product.slug,
    type: product.type,
    provider: product.provider,
    title: product.title,
    short_description: product.short_description,
    description: product.description,
    features: { en: product.features.en.join('\n'), vi: product.features.vi.join('\n') },
    thumbnail: product.thumbnail,
    delivery_kind: product.delivery_kind,
    is_featured: product.is_featured,
    options: product.options.map((option) => ({ name: option.name, values: option.values })),
    variants: Object.fromEntries(
      product.variants.map((variant) => [
        variant.combination_key,
        {
          price_vnd: variant.price_vnd,
          compare_at_price_vnd: variant.compare_at_price_vnd,
          is_active: variant.is_active,
        },
      ]),
    ),
  };
}

/**
 * The combinations the options make as they are being typed: values without a valid code
 * yet are left out (they get a row once they have one).
 */
export function combinationsOfValues(options: readonly (OptionValues | undefined)[] | undefined): string[] {
  const ready = (options ?? []).map((option) => ({
    values: (option?.values ?? []).filter((value) => value && OPTION_VALUE_CODE_PATTERN.test(value.code ?? '')),
  }));
  return ready.some((option) => option.values.length === 0) ? [] : combinationsOf(ready);
}

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The request body for the values: every field, every option, and a variant per combination. */
export function productBodyOf(values: ProductValues): AccountProductBody {
  const { features, variants, ...fields } = values;
  return {
    ...fields,
    features: { en: lines(features.en), vi: lines(features.vi) },
    variants: combinationsOfValues(values.options).map((key) => ({
      combination_key: key,
      price_vnd: variants[key]?.price_vnd ?? 0,
      compare_at_price_vnd: variants[key]?.compare_at_price_vnd ?? null,
      is_active: variants[key]?.is_active ?? true,
    })),
  };
}

/**
 * The API names a variant's field by its place in the body (`variants.2.price_vnd`); the
 * form keeps variants by key (`variants.1-month_solo.price_vnd`).
 */
export function formFieldOf(field: string, body: AccountProductBody): string {
  const match = /^variants\.(\d+)\.(.+)$/.exec(field);
  const variant = match ? body.variants[Number(match[1])] : undefined;
  return variant ? `variants.${variant.combination_key}.${match![2]}` : field;
}
