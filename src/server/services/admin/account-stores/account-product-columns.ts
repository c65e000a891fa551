import type { AdminAccountProductDetail } from '@/lib/admin/admin-stock-types';
import type { AccountProductStatus, UpdateAccountProductInput } from '@/schemas/admin-account-stores';
import type { AccountProduct } from '../../../db/schema/account-store';
import { AppError } from '../../../http/app-error';
import { fieldError } from '../../../http/validation';
import { definedChanges } from '../defined-changes';
import type { AccountProductChanges } from '../../../repositories/admin-account-product-repository';

/** What the create and update of an account-store product share: columns, publication, refusals. */

/** What a write answers: the product as the editor shows it, and the slugs whose public pages changed. */
export interface SavedAccountProduct {
  product: AdminAccountProductDetail;
  slugs: string[];
}

export const ACCOUNT_SLUG_INDEX = 'account_products_slug_unique';

export const slugTaken = () =>
  new AppError('SLUG_TAKEN', 'slug: Another account-store product already uses this slug.', {
    slug: 'Another account-store product already uses this slug.',
  });

/** The product columns of the fields sent (a field left out is left out here too). */
export function productColumns(input: UpdateAccountProductInput): AccountProductChanges {
  return definedChanges<AccountProductChanges>({
    slug: input.slug,
    type: input.type,
    provider: input.provider,
    titleEn: input.title?.en,
    titleVi: input.title?.vi,
    shortDescriptionEn: input.short_description?.en,
    shortDescriptionVi: input.short_description?.vi,
    descriptionEn: input.description?.en,
    descriptionVi: input.description?.vi,
    featuresEn: input.features?.en,
    featuresVi: input.features?.vi,
    thumbnail: input.thumbnail,
    deliveryKind: input.delivery_kind,
    isFeatured: input.is_featured,
  });
}

/** Publishing keeps the first publication date (the sitemap's); a draft has none (publishedAt null). */
export function publicationOf(
  status: AccountProductStatus,
  current: Pick<AccountProduct, 'publishedAt'> | null,
  now: Date,
): { publishedAt: Date | null } {
  return { publishedAt: status === 'draft' ? null : (current?.publishedAt ?? now) };
}

/** A published product must have a variant on sale: the store lists none without one. */
export function assertSellable(published: boolean, variants: readonly { isActive: boolean }[]): void {
  if (published && !variants.some((variant) => variant.isActive)) {
    throw fieldError('status', 'Put at least one variant on sale before publishing the product.');
  }
}
