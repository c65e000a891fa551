/** The back office's account-store variants as replies show them. */
import type { AdminAccountVariant } from '@/lib/admin/admin-stock-types';
import type { Bilingual } from '@/lib/api/reply-field-types';
import { COMBINATION_SEPARATOR } from '@/lib/commerce/combination-key';
import type { Locale } from '@/lib/locales';
import { localized } from '../../../i18n/localized';
import type { VariantStockRow } from '../../../repositories/admin-stock-repository';

interface ValueLabel {
  labelEn: string;
  labelVi: string;
}

/**
 * A variant's name in both languages: its values' labels joined (`1 month · Family`). A
 * code without a label (none should be) shows as itself.
 */
function variantLabel(combinationKey: string, labelOf: (code: string) => ValueLabel | undefined): Bilingual {
  const codes = combinationKey.split(COMBINATION_SEPARATOR);
  const labelIn = (language: Locale) =>
    codes
      .map((code) => {
        const value = labelOf(code);
        return value ? localized(value.labelEn, value.labelVi, language) : code;
      })
      .join(' · ');
  return { en: labelIn('en'), vi: labelIn('vi') };
}

/** A variant as the back office lists it: its label, prices, state and stock counts. */
export function adminVariantOf(
  variant: VariantStockRow,
  labelOf: (code: string) => ValueLabel | undefined,
): AdminAccountVariant {
  return {
    id: variant.id,
    combination_key: variant.combinationKey,
    label: variantLabel(variant.combinationKey, labelOf),
    price_vnd: variant.priceVnd,
    compare_at_price_vnd: variant.compareAtPriceVnd,
    is_active: variant.isActive,
    low_stock_threshold: variant.lowStockThreshold,
    stock: { available: variant.available, reserved: variant.reserved, delivered: variant.delivered },
  };
}
