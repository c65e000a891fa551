import { zipSync, strToU8 } from 'fflate';
import { getFileStorage } from '../../../storage/storage';
import {
  sourceCodeFilterGroups,
  sourceCodeFilters,
  sourceCodeProductFilters,
  sourceCodes,
  sourceCodeVersions,
} from '../../schema/source-codes';
import type { Executor } from '../../types';
import { SOURCE_CODE_FILTER_GROUPS, SOURCE_CODES, type SeedSourceCode } from './source-codes-data';

const DAY_MS = 24 * 60 * 60 * 1000;
// Fixed timestamps inside the archives: the same project always zips to the same bytes.
const ARCHIVE_MTIME = new Date('2026-01-01T00:00:00Z');

/** The zip a buyer downloads: the project's files under one top-level folder. */
function projectArchive(product: SeedSourceCode): Uint8Array {
  const entries = Object.fromEntries(
    Object.entries(product.files).map(([name, text]) => [`${product.slug}/${name}`, strToU8(text)]),
  );
  return zipSync(entries, { level: 9, mtime: ARCHIVE_MTIME });
}

const archiveKey = (product: SeedSourceCode) => `source-codes/${product.slug}-${product.version}.zip`;

/**
 * Loads the demo source-code products, idempotently by slug: facets are upserted, an
 * existing product is left as it is (buyers hold rights to it), and every product's
 * archive is (re)written to file storage when it is missing there.
 */
export async function seedSourceCodes(db: Executor, now: Date = new Date()): Promise<void> {
  const filterIds = await seedFilters(db);
  const storage = getFileStorage();
  for (const product of SOURCE_CODES) {
    const archive = projectArchive(product);
    const key = archiveKey(product);
    if (!(await storage.stat(key))) await storage.put(key, Buffer.from(archive), 'application/zip');
    const [inserted] = await db
      .insert(sourceCodes)
      .values({
        slug: product.slug,
        titleEn: product.title.en,
        titleVi: product.title.vi,
        shortDescriptionEn: product.shortDescription.en,
        shortDescriptionVi: product.shortDescription.vi,
        descriptionEn: product.description.en,
        descriptionVi: product.description.vi,
        thumbnail: `/images/source-codes/${product.slug}.svg`,
        gallery: [1, 2].map((n) => `/images/source-codes/${product.slug}-${n}.svg`),
        techStack: product.techStack,
        version: product.version,
        priceVnd: product.priceVnd,
        fileKey: key,
        fileName: `${product.slug}-${product.version}.zip`,
        fileSizeBytes: archive.byteLength,
        salesCount: product.salesCount,
        publishedAt: new Date(now.getTime() - product.publishedDaysAgo * DAY_MS),
      })
      .onConflictDoNothing({ target: sourceCodes.slug })
      .returning({ id: sourceCodes.id });
    if (!inserted) continue;
    await db.insert(sourceCodeVersions).values({
      sourceCodeId: inserted.id,
      version: product.version,
      changelogEn: 'First release.',
      changelogVi: 'Bản phát hành đầu tiên.',
      fileKey: key,
      fileName: `${product.slug}-${product.version}.zip`,
      fileSizeBytes: archive.byteLength,
    });
    await db.insert(sourceCodeProductFilters).values(
      product.filters.map((slug) => {
        const filterId = filterIds.get(slug);
        if (filterId === undefined) throw new Error(`seed: ${product.slug} names unknown filter ${slug}`);
        return { sourceCodeId: inserted.id, filterId };
      }),
    );
  }
}

async function seedFilters(db: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [groupPosition, group] of SOURCE_CODE_FILTER_GROUPS.entries()) {
    const groupValues = { slug: group.slug, nameEn: group.name.en, nameVi: group.name.vi, position: groupPosition };
    const [savedGroup] = await db
      .insert(sourceCodeFilterGroups)
      .values(groupValues)
      .onConflictDoUpdate({ target: sourceCodeFilterGroups.slug, set: groupValues })
      .returning({ id: sourceCodeFilterGroups.id });
    for (const [position, filter] of group.filters.entries()) {
      const values = {
        groupId: savedGroup!.id,
        slug: filter.slug,
        nameEn: filter.name.en,
        nameVi: filter.name.vi,
        position,
      };
      const [saved] = await db
        .insert(sourceCodeFilters)
        .values(values)
        .onConflictDoUpdate({ target: sourceCodeFilters.slug, set: values })
        .returning({ id: sourceCodeFilters.id });
      ids.set(filter.slug, saved!.id);
    }
  }
  return ids;
}
