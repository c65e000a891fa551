import type { AdminSourceCodeListItem } from '@/lib/admin/admin-source-code-types';
import type { AdminSourceCodesQuery } from '@/schemas/admin-source-codes';
import * as versionRepository from '../../../repositories/source-code-version-repository';
import { pageCount, pageWindow } from '../../paging';

/** GET /api/admin/source-codes and /admin/source-codes: every product, published or not, by title. */
export async function listAdminSourceCodes(
  query: AdminSourceCodesQuery,
  now: Date = new Date(),
): Promise<{ items: AdminSourceCodeListItem[]; page: number; totalPage: number }> {
  const { rows, total } = await versionRepository.listProducts({
    keyword: query.q,
    ...pageWindow(query.page, query.page_size),
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: { en: row.titleEn, vi: row.titleVi },
      price_vnd: row.priceVnd,
      version: row.version,
      file_size_bytes: row.fileSizeBytes,
      published: row.publishedAt !== null && row.publishedAt <= now,
      sales_count: row.salesCount,
      updated_at: row.updatedAt.toISOString(),
    })),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
  };
}
