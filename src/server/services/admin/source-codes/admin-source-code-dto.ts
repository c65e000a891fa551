import type { AdminSourceCode } from '@/lib/admin/admin-source-code-types';
import type { SourceCode } from '../../../db/schema/source-codes';

/** A product as the editor shows it; also what the audit log keeps before and after a write. */
export function toAdminSourceCode(
  row: SourceCode,
  filterIds: readonly number[],
  now: Date = new Date(),
): AdminSourceCode {
  return {
    id: row.id,
    slug: row.slug,
    status: row.publishedAt !== null && row.publishedAt <= now ? 'published' : 'draft',
    title: { en: row.titleEn, vi: row.titleVi },
    short_description: { en: row.shortDescriptionEn, vi: row.shortDescriptionVi },
    description: { en: row.descriptionEn, vi: row.descriptionVi },
    price_vnd: row.priceVnd,
    tech_stack: row.techStack,
    filter_ids: [...filterIds],
    thumbnail: row.thumbnail,
    gallery: row.gallery,
    demo_url: row.demoUrl,
    version: row.version,
    file_name: row.fileName,
    file_size_bytes: row.fileSizeBytes,
    sales_count: row.salesCount,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fields an admin changes, for the audit log (counts and timestamps left out). */
export function sourceCodeSnapshot(row: SourceCode, filterIds: readonly number[]) {
  const {
    sales_count: _sales,
    created_at: _created,
    updated_at: _updated,
    ...fields
  } = toAdminSourceCode(row, filterIds);
  return fields;
}
