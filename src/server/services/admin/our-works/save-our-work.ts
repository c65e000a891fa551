import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import type { CreateOurWorkInput, UpdateOurWorkInput } from '@/schemas/admin-our-works';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { NewOurWork, OurWork } from '../../../db/schema/our-works';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { AppError } from '../../../http/app-error';
import { fieldErrors } from '../../../http/validation';
import * as adminOurWorkRepository from '../../../repositories/admin-our-work-repository';
import { forgetShowcaseReads } from '../../showcase/showcase-cache';
import { definedChanges } from '../defined-changes';
import { recordAudit, updateAction } from '../record-audit';
import { ourWorkSnapshot, toAdminOurWork } from './admin-our-work-dto';

const slugTaken = () =>
  new AppError('SLUG_TAKEN', 'slug: Another project already uses this slug.', {
    slug: 'Another project already uses this slug.',
  });

const notFound = () => new AppError('NOT_FOUND', 'No such project.');

/**
 * The showcase shows every one of these texts, and the cover: a project is published only
 * with all of them written (the titles are always required), each missing one named.
 */
function assertPublishable(row: OurWork): void {
  const missing = Object.entries({
    client_name: row.clientName,
    'industry.en': row.industryEn,
    'industry.vi': row.industryVi,
    'summary.en': row.summaryEn,
    'summary.vi': row.summaryVi,
    'outcome.en': row.outcomeEn,
    'outcome.vi': row.outcomeVi,
  })
    .filter(([, text]) => !text)
    .map(([field]): [string, string] => [field, 'Write it before publishing.']);
  if (row.images.length === 0) missing.push(['images', 'Add an image (the cover) before publishing.']);
  if (missing.length > 0) throw fieldErrors(Object.fromEntries(missing));
}

/** A write that breaks the unique slug index (two saves racing past the check) is the same field error. */
async function refusingTakenSlugs<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'our_works_slug_unique')) throw slugTaken();
    throw error;
  }
}

/** POST /api/admin/our-works: a new project, a draft, placed last in the showcase. */
export async function createOurWork(input: CreateOurWorkInput, actor: AuthUser): Promise<AdminOurWork> {
  const work = await refusingTakenSlugs(() =>
    getDb().transaction(async (tx) => {
      if (await adminOurWorkRepository.slugTaken(input.slug, null, tx)) throw slugTaken();
      const created = await adminOurWorkRepository.insertLast(
        {
          slug: input.slug,
          titleEn: input.title.en,
          titleVi: input.title.vi,
          clientName: input.client_name,
          industryEn: input.industry?.en ?? '',
          industryVi: input.industry?.vi ?? '',
          summaryEn: input.summary?.en ?? '',
          summaryVi: input.summary?.vi ?? '',
          outcomeEn: input.outcome?.en ?? '',
          outcomeVi: input.outcome?.vi ?? '',
          stack: input.stack,
          images: input.images,
          year: input.year ?? new Date().getFullYear(),
          publishedAt: null,
        },
        tx,
      );
      await recordAudit(tx, actor, {
        action: 'our_work.create',
        entityType: 'our_work',
        entityId: created.id,
        after: ourWorkSnapshot(created),
      });
      return toAdminOurWork(created);
    }),
  );
  forgetShowcaseReads();
  return work;
}

/**
 * PATCH /api/admin/our-works/{id}: the fields sent, the status included (publish keeps the
 * first publication date while the project stays published; unpublish clears it).
 */
export async function updateOurWork(
  id: number,
  input: UpdateOurWorkInput,
  actor: AuthUser,
  now: Date = new Date(),
): Promise<AdminOurWork> {
  const work = await refusingTakenSlugs(() =>
    getDb().transaction(async (tx) => {
      const current = await adminOurWorkRepository.findByIdForUpdate(id, tx);
      if (!current) throw notFound();
      if (input.slug !== undefined && (await adminOurWorkRepository.slugTaken(input.slug, id, tx))) throw slugTaken();
      const changes: Partial<NewOurWork> = definedChanges({
        slug: input.slug,
        titleEn: input.title?.en,
        titleVi: input.title?.vi,
        clientName: input.client_name,
        industryEn: input.industry?.en,
        industryVi: input.industry?.vi,
        summaryEn: input.summary?.en,
        summaryVi: input.summary?.vi,
        outcomeEn: input.outcome?.en,
        outcomeVi: input.outcome?.vi,
        stack: input.stack,
        images: input.images,
        year: input.year,
        publishedAt: input.status && (input.status === 'published' ? (current.publishedAt ?? now) : null),
      });
      const after: OurWork = { ...current, ...changes };
      if (after.publishedAt) assertPublishable(after);
      const updated = await adminOurWorkRepository.update(id, changes, tx);
      await recordAudit(tx, actor, {
        action: updateAction('our_work', input),
        entityType: 'our_work',
        entityId: id,
        before: ourWorkSnapshot(current),
        after: ourWorkSnapshot(updated),
      });
      return toAdminOurWork(updated);
    }),
  );
  forgetShowcaseReads();
  return work;
}

/** DELETE /api/admin/our-works/{id}: the project leaves the showcase for good (the editor asks first). */
export async function deleteOurWork(id: number, actor: AuthUser): Promise<void> {
  await getDb().transaction(async (tx) => {
    const current = await adminOurWorkRepository.findByIdForUpdate(id, tx);
    if (!current) throw notFound();
    await adminOurWorkRepository.remove(id, tx);
    await recordAudit(tx, actor, {
      action: 'our_work.delete',
      entityType: 'our_work',
      entityId: id,
      before: { ...ourWorkSnapshot(current), position: current.position },
    });
  });
  forgetShowcaseReads();
}
