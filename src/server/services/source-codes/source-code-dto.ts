import type { FilterGroup, SourceCodeDetail, SourceCodeSummary } from '@/lib/commerce/source-code-types';
import type { Locale } from '@/lib/locales';
import type { SourceCode } from '../../db/schema/source-codes';
import type { FilterRow } from '../../repositories/source-code-repository';
import { localized } from '../../i18n/localized';

/** Reply shapes of source-code products, in one language (src/lib/commerce/source-code-types.ts). */

export function toSummary(row: SourceCode, language: Locale): SourceCodeSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.titleEn, row.titleVi, language),
    short_description: localized(row.shortDescriptionEn, row.shortDescriptionVi, language),
    thumbnail: row.thumbnail,
    price_vnd: row.priceVnd,
    is_free: row.priceVnd === 0,
    tech_stack: row.techStack,
    sales_count: row.salesCount,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export function toDetail(row: SourceCode, filters: FilterRow[], language: Locale): SourceCodeDetail {
  return {
    ...toSummary(row, language),
    description: localized(row.descriptionEn, row.descriptionVi, language),
    gallery: row.gallery,
    version: row.version,
    demo_url: row.demoUrl,
    file_name: row.fileName,
    file_size_bytes: row.fileSizeBytes,
    updated_at: row.updatedAt.toISOString(),
    filters: toGroups(filters, language).map((group) => ({
      group: group.name,
      options: group.options.map((option) => option.label),
    })),
  };
}

/** Facet rows (already in display order) grouped, spec §3 "category option": value id, label name. */
export function toGroups(rows: FilterRow[], language: Locale): FilterGroup[] {
  const groups = new Map<number, FilterGroup>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = {
        id: row.groupId,
        slug: row.groupSlug,
        name: localized(row.groupNameEn, row.groupNameVi, language),
        options: [],
      };
      groups.set(row.groupId, group);
    }
    group.options.push({ value: row.id, label: localized(row.nameEn, row.nameVi, language), slug: row.slug });
  }
  return [...groups.values()];
}
