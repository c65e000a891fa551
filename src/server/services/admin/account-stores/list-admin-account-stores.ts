import type { AdminAccountProduct } from '@/lib/admin/admin-stock-types';
import type { AdminAccountStoresQuery } from '@/schemas/admin-account-stores';
import * as adminStockRepository from '../../../repositories/admin-stock-repository';
import { pageCount, pageWindow } from '../../paging';
import { adminVariantOf } from './admin-variant-dto';

/**
 * GET /api/admin/account-stores and /admin/account-stores: every product, published or not,
 * searched and paged, each with its variants (active or not) and their stock counts.
 */
export async function listAdminAccountStores(
  query: AdminAccountStoresQuery,
): Promise<{ items: AdminAccountProduct[]; page: number; totalPage: number }> {
  const { rows, total } = await adminStockRepository.listProducts({
    keyword: query.q,
    type: query.type,
    ...pageWindow(query.page, query.page_size),
  });
  const ids = rows.map((row) => row.id);
  const [variants, labels] = await Promise.all([
    adminStockRepository.listVariantStock(ids),
    adminStockRepository.listValueLabels(ids),
  ]);
  const labelOf = new Map(labels.map((label) => [`${label.productId}:${label.code}`, label]));
  const variantsOf = new Map<number, typeof variants>();
  for (const variant of variants)
    variantsOf.set(variant.productId, [...(variantsOf.get(variant.productId) ?? []), variant]);
  const items = rows.map((product) => ({
    id: product.id,
    slug: product.slug,
    type: product.type,
    title: { en: product.titleEn, vi: product.titleVi },
    delivery_kind: product.deliveryKind,
    published: product.publishedAt !== null && product.publishedAt <= new Date(),
    variants: (variantsOf.get(product.id) ?? []).map((variant) =>
      adminVariantOf(variant, (code) => labelOf.get(`${product.id}:${code}`)),
    ),
  }));
  return { items, page: query.page, totalPage: pageCount(total, query.page_size) };
}
