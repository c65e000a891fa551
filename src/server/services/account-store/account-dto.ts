import type {
  AccountCard,
  AccountDetail,
  AccountOptionView,
  AccountVariantView,
} from '@/lib/commerce/account-store-types';
import { COMBINATION_SEPARATOR } from '@/lib/commerce/combination-key';
import type { Locale } from '@/lib/locales';
import type { AccountProduct } from '../../db/schema/account-store';
import type { CardRow, OptionRow, VariantRow } from '../../repositories/account-store-repository';
import { localized } from '../../i18n/localized';

/** Reply shapes of the account store, in one language (src/lib/commerce/account-store-types.ts). */

export function toCard(row: CardRow, language: Locale): AccountCard {
  const { product } = row;
  return {
    id: product.id,
    slug: product.slug,
    type: product.type,
    provider: product.provider,
    title: localized(product.titleEn, product.titleVi, language),
    short_description: localized(product.shortDescriptionEn, product.shortDescriptionVi, language),
    thumbnail: product.thumbnail,
    price_from_vnd: row.priceFrom,
    compare_at_price_vnd: row.compareAt,
    in_stock: row.inStock,
    sold_count: product.soldCount,
  };
}

function toOptions(options: OptionRow[], language: Locale): AccountOptionView[] {
  return options.map((option) => ({
    name: localized(option.nameEn, option.nameVi, language),
    values: option.values.map((value) => ({
      code: value.code,
      label: localized(value.labelEn, value.labelVi, language),
    })),
  }));
}

export function toVariant(variant: VariantRow, options: OptionRow[], language: Locale): AccountVariantView {
  const codes = variant.combinationKey.split(COMBINATION_SEPARATOR);
  const label = options
    .map((option) => option.values.find((value) => codes.includes(value.code)))
    .filter((value) => value !== undefined)
    .map((value) => localized(value.labelEn, value.labelVi, language))
    .join(' · ');
  return {
    id: variant.id,
    combination_key: variant.combinationKey,
    label,
    price_vnd: variant.priceVnd,
    compare_at_price_vnd: variant.compareAtPriceVnd,
    stock: variant.available,
    in_stock: variant.available > 0,
  };
}

export function toDetail(
  product: AccountProduct,
  options: OptionRow[],
  variants: VariantRow[],
  language: Locale,
): AccountDetail {
  // Variants come cheapest first: the first in stock is the one to show, else the cheapest.
  const shown = variants.find((variant) => variant.available > 0) ?? variants[0];
  return {
    ...toCard(
      {
        product,
        priceFrom: variants[0]?.priceVnd ?? 0,
        compareAt: variants[0]?.compareAtPriceVnd ?? null,
        inStock: variants.some((variant) => variant.available > 0),
      },
      language,
    ),
    description: localized(product.descriptionEn, product.descriptionVi, language),
    features: localized(product.featuresEn, product.featuresVi, language),
    delivery_kind: product.deliveryKind,
    options: toOptions(options, language),
    variants: variants.map((variant) => toVariant(variant, options, language)),
    default_combination_key: shown?.combinationKey ?? '',
  };
}
