import type { AdminAccountProductDetail } from '@/lib/admin/admin-stock-types';
import { getDb } from '../../../db/client';
import type { AccountProduct } from '../../../db/schema/account-store';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as accountProductRepository from '../../../repositories/admin-account-product-repository';
import * as adminStockRepository from '../../../repositories/admin-stock-repository';
import { adminVariantOf } from './admin-variant-dto';

/** GET /api/admin/account-stores/{id} and /admin/account-stores/[id]: the product as its editor shows it. */
export async function getAdminAccountProduct(id: number): Promise<AdminAccountProductDetail> {
  const product = await accountProductRepository.findById(id);
  if (!product) throw new AppError('NOT_FOUND', 'No such product.');
  return readAdminAccountProduct(product, getDb());
}

/** The product with its options and variants (stock counts, whether removable), read with `db` (a write's transaction). */
export async function readAdminAccountProduct(
  product: AccountProduct,
  db: Executor,
  now = new Date(),
): Promise<AdminAccountProductDetail> {
  const [options, variants] = await Promise.all([
    accountProductRepository.listOptions(product.id, db),
    adminStockRepository.listVariantStock([product.id], db),
  ]);
  const inUse = await accountProductRepository.listInUse(
    variants.map((variant) => variant.id),
    db,
  );
  const labels = new Map(options.flatMap((option) => option.values.map((value) => [value.code, value] as const)));
  const published = product.publishedAt !== null && product.publishedAt <= now;
  return {
    id: product.id,
    slug: product.slug,
    type: product.type,
    provider: product.provider,
    title: { en: product.titleEn, vi: product.titleVi },
    short_description: { en: product.shortDescriptionEn, vi: product.shortDescriptionVi },
    description: { en: product.descriptionEn, vi: product.descriptionVi },
    features: { en: product.featuresEn, vi: product.featuresVi },
    thumbnail: product.thumbnail,
    delivery_kind: product.deliveryKind,
    is_featured: product.isFeatured,
    status: published ? 'published' : 'draft',
    published_at: product.publishedAt?.toISOString() ?? null,
    created_at: product.createdAt.toISOString(),
    sold_count: product.soldCount,
    options: options.map((option) => ({
      id: option.id,
      name: { en: option.nameEn, vi: option.nameVi },
      values: option.values.map((value) => ({ code: value.code, label: { en: value.labelEn, vi: value.labelVi } })),
    })),
    variants: variants.map((variant) => ({
      ...adminVariantOf(variant, (code) => labels.get(code)),
      removable: !inUse.has(variant.id),
    })),
  };
}

/** What the audit log keeps of a product: its fields, options and variants' prices, no stock counts. */
export function accountProductSnapshot(product: AdminAccountProductDetail) {
  const { variants, sold_count: _sold, ...fields } = product;
  return {
    ...fields,
    variants: variants.map((variant) => ({
      combination_key: variant.combination_key,
      price_vnd: variant.price_vnd,
      compare_at_price_vnd: variant.compare_at_price_vnd,
      is_active: variant.is_active,
    })),
  };
}
