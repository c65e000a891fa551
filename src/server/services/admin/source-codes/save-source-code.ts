import type { AdminSourceCode } from '@/lib/admin/admin-source-code-types';
import type { CreateSourceCodeInput, SourceCodeStatus, UpdateSourceCodeInput } from '@/schemas/admin-source-codes';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { NewSourceCode, SourceCode } from '../../../db/schema/source-codes';
import type { Executor } from '../../../db/types';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { AppError } from '../../../http/app-error';
import { fieldError, fieldErrors } from '../../../http/validation';
import * as adminSourceCodeRepository from '../../../repositories/admin-source-code-repository';
import * as versionRepository from '../../../repositories/source-code-version-repository';
import { forgetSourceCodeReads } from '../../source-codes/source-code-cache';
import { definedChanges } from '../defined-changes';
import { recordAudit, updateAction } from '../record-audit';
import { sourceCodeSnapshot, toAdminSourceCode } from './admin-source-code-dto';
import { archiveFromUpload } from './source-code-versions';

/** What a write answers: the product as the editor shows it, and the slugs whose public pages changed. */
export interface SavedSourceCode {
  product: AdminSourceCode;
  slugs: string[];
}

const DEFAULT_THUMBNAIL = '/images/placeholder.svg';
const FIRST_RELEASE = { en: 'First release.', vi: 'Bản phát hành đầu tiên.' };

const slugTaken = () =>
  new AppError('SLUG_TAKEN', 'slug: Another source-code product already uses this slug.', {
    slug: 'Another source-code product already uses this slug.',
  });

/** Publishing keeps the first publication date (the shop's "newest" order); a draft has none. */
function publicationOf(status: SourceCodeStatus, current: Pick<SourceCode, 'publishedAt'> | null, now: Date) {
  return status === 'published'
    ? current?.publishedAt && current.publishedAt <= now
      ? current.publishedAt
      : now
    : null;
}

/**
 * A product on sale shows its short description on the cards and its description on its page:
 * both must be written in both languages before it is published.
 */
function assertPublishable(
  row: Pick<NewSourceCode, 'shortDescriptionEn' | 'shortDescriptionVi' | 'descriptionEn' | 'descriptionVi'>,
) {
  const missing = [
    ['short_description.en', row.shortDescriptionEn],
    ['short_description.vi', row.shortDescriptionVi],
    ['description.en', row.descriptionEn],
    ['description.vi', row.descriptionVi],
  ].filter(([, text]) => !text);
  if (missing.length === 0) return;
  const detail = 'Write it in both languages before publishing.';
  throw fieldErrors(Object.fromEntries(missing.map(([field]) => [field!, detail])));
}

async function assertFiltersExist(ids: readonly number[] | undefined, db: Executor): Promise<void> {
  const unknown = await adminSourceCodeRepository.unknownFilterIds(ids ?? [], db);
  if (unknown.length > 0) throw fieldError('filter_ids', `No such facet: ${unknown.join(', ')}.`);
}

/**
 * POST /api/admin/source-codes: a new product with its first version, made from an archive
 * uploaded beforehand; a draft unless said otherwise.
 */
export async function createSourceCode(
  input: CreateSourceCodeInput,
  actor: AuthUser,
  now: Date = new Date(),
): Promise<SavedSourceCode> {
  try {
    const product = await getDb().transaction(async (tx) => {
      if (await adminSourceCodeRepository.slugTaken(input.slug, null, tx)) throw slugTaken();
      await assertFiltersExist(input.filter_ids, tx);
      const { first_version: first } = input;
      const archive = await archiveFromUpload(
        { uploadId: first.upload_id, slug: input.slug, version: first.version },
        tx,
        'first_version.upload_id',
      );
      const values: NewSourceCode = {
        slug: input.slug,
        titleEn: input.title.en,
        titleVi: input.title.vi,
        shortDescriptionEn: input.short_description?.en ?? '',
        shortDescriptionVi: input.short_description?.vi ?? '',
        descriptionEn: input.description?.en ?? '',
        descriptionVi: input.description?.vi ?? '',
        thumbnail: input.thumbnail ?? DEFAULT_THUMBNAIL,
        gallery: input.gallery ?? [],
        techStack: input.tech_stack ?? [],
        demoUrl: input.demo_url ?? null,
        priceVnd: input.price_vnd,
        version: first.version,
        fileKey: archive.file.fileKey,
        fileName: archive.file.fileName,
        fileSizeBytes: archive.file.fileSizeBytes,
        publishedAt: publicationOf(input.status, null, now),
      };
      if (input.status === 'published') assertPublishable(values);
      const created = await adminSourceCodeRepository.insert(values, tx);
      const changelog = first.changelog ?? FIRST_RELEASE;
      await versionRepository.insert(
        {
          sourceCodeId: created.id,
          version: first.version,
          changelogEn: changelog.en,
          changelogVi: changelog.vi,
          ...archive.file,
          createdBy: actor.id,
        },
        tx,
      );
      const filterIds = [...new Set(input.filter_ids ?? [])].sort((a, b) => a - b);
      await adminSourceCodeRepository.setFilters(created.id, filterIds, tx);
      await recordAudit(tx, actor, {
        action: 'source_code.create',
        entityType: 'source_code',
        entityId: created.id,
        after: {
          ...sourceCodeSnapshot(created, filterIds),
          upload_id: archive.upload.id,
          sha256: archive.upload.sha256,
        },
      });
      return toAdminSourceCode(created, filterIds, now);
    });
    forgetSourceCodeReads();
    return { product, slugs: [product.slug] };
  } catch (error) {
    if (isUniqueViolation(error, 'source_codes_slug_unique')) throw slugTaken();
    throw error;
  }
}

/**
 * PATCH /api/admin/source-codes/{id}: changes the fields sent, the status included (publish,
 * unpublish). The archive changes only through a new version (source-code-versions.ts).
 */
export async function updateSourceCode(
  id: number,
  input: UpdateSourceCodeInput,
  actor: AuthUser,
  now: Date = new Date(),
): Promise<SavedSourceCode> {
  try {
    const { product, previousSlug } = await getDb().transaction(async (tx) => {
      const current = await adminSourceCodeRepository.findByIdForUpdate(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'No such source-code product.');
      if (input.slug !== undefined && (await adminSourceCodeRepository.slugTaken(input.slug, id, tx)))
        throw slugTaken();
      await assertFiltersExist(input.filter_ids, tx);
      const filtersBefore = await adminSourceCodeRepository.filterIdsOf(id, tx);

      const changes: Partial<NewSourceCode> = definedChanges({
        slug: input.slug,
        titleEn: input.title?.en,
        titleVi: input.title?.vi,
        shortDescriptionEn: input.short_description?.en,
        shortDescriptionVi: input.short_description?.vi,
        descriptionEn: input.description?.en,
        descriptionVi: input.description?.vi,
        thumbnail: input.thumbnail,
        gallery: input.gallery,
        techStack: input.tech_stack,
        demoUrl: input.demo_url,
        priceVnd: input.price_vnd,
        ...(input.status ? { publishedAt: publicationOf(input.status, current, now) } : {}),
        // Set even when nothing else changes, so "updated" follows every save.
        updatedAt: now,
      });
      const after = { ...current, ...changes };
      if (after.publishedAt) assertPublishable(after);
      const updated = await adminSourceCodeRepository.update(id, changes, tx);
      let filtersAfter = filtersBefore;
      if (input.filter_ids) {
        filtersAfter = [...new Set(input.filter_ids)].sort((a, b) => a - b);
        await adminSourceCodeRepository.setFilters(id, filtersAfter, tx);
      }
      await recordAudit(tx, actor, {
        action: updateAction('source_code', input),
        entityType: 'source_code',
        entityId: id,
        before: sourceCodeSnapshot(current, filtersBefore),
        after: sourceCodeSnapshot(updated, filtersAfter),
      });
      return { product: toAdminSourceCode(updated, filtersAfter, now), previousSlug: current.slug };
    });
    forgetSourceCodeReads();
    return { product, slugs: [...new Set([previousSlug, product.slug])] };
  } catch (error) {
    if (isUniqueViolation(error, 'source_codes_slug_unique')) throw slugTaken();
    throw error;
  }
}

/** GET /api/admin/source-codes/{id}: any product, published or not; 404 when there is none. */
export async function getAdminSourceCode(id: number): Promise<AdminSourceCode> {
  const row = await adminSourceCodeRepository.findById(id);
  if (!row) throw new AppError('NOT_FOUND', 'No such source-code product.');
  return toAdminSourceCode(row, await adminSourceCodeRepository.filterIdsOf(id));
}
