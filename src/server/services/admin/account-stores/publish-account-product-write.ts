import type { ServerResponse } from 'node:http';
import type { AdminAccountProductDetail } from '@/lib/admin/admin-stock-types';
import { accountPath, ROUTES } from '@/lib/routes';
import { revalidatePages } from '../../../http/revalidate-pages';
import type { SavedAccountProduct } from './account-product-columns';

/**
 * The statically rendered pages that show an account-store product: the store's list and
 * the product's own page, under each slug it had (an old slug's page must stop answering).
 */
export function accountPublicPaths(...slugs: string[]): string[] {
  return [ROUTES.account, ...slugs.map(accountPath)];
}

/** After a product write: regenerates its public pages, and answers the product as the editor shows it. */
export async function publishAccountProductWrite(
  res: ServerResponse,
  saved: SavedAccountProduct,
): Promise<AdminAccountProductDetail> {
  await revalidatePages(res, accountPublicPaths(...saved.slugs));
  return saved.product;
}
