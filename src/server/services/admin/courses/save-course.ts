import type { AdminCourse } from '@/lib/admin/admin-course-types';
import type { CourseStatus, CreateCourseInput, UpdateCourseInput } from '@/schemas/admin-courses';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { Course, NewCourse } from '../../../db/schema/catalog';
import type { Executor } from '../../../db/types';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { AppError } from '../../../http/app-error';
import * as adminCourseRepository from '../../../repositories/admin-course-repository';
import { forgetCatalogReads } from '../../catalog/catalog-cache';
import { definedChanges } from '../defined-changes';
import { recordAudit, updateAction } from '../record-audit';
import { courseSnapshot } from './course-snapshot';
import { withCurriculum } from './get-admin-course';

/** What a write answers: the course as the editor shows it, and the slugs whose public pages changed. */
export interface SavedCourse {
  course: AdminCourse;
  slugs: string[];
}

const DEFAULT_THUMBNAIL = '/images/placeholder.svg';

const slugTaken = () =>
  new AppError('SLUG_TAKEN', 'slug: Another course already uses this slug.', {
    slug: 'Another course already uses this slug.',
  });

/** The publication columns for a status: publishing keeps the first publication date; archiving keeps it too. */
function statusColumns(status: CourseStatus, current: Pick<Course, 'publishedAt'> | null, now: Date) {
  switch (status) {
    case 'draft':
      return { publishedAt: null, archivedAt: null };
    case 'published':
      return { publishedAt: current?.publishedAt ?? now, archivedAt: null };
    case 'archived':
      return { publishedAt: current?.publishedAt ?? now, archivedAt: now };
  }
}

async function assertQuizOfCourse(quizId: number | null | undefined, courseId: number, db: Executor): Promise<void> {
  if (quizId === undefined || quizId === null) return;
  if (!(await adminCourseRepository.quizBelongsTo(quizId, courseId, db))) {
    const message = "Choose one of this course's quizzes.";
    throw new AppError('VALIDATION_ERROR', `final_quiz_id: ${message}`, { final_quiz_id: message });
  }
}

async function assertCategoriesExist(ids: readonly number[] | undefined, db: Executor): Promise<void> {
  const unknown = await adminCourseRepository.unknownCategoryIds(ids ?? [], db);
  if (unknown.length > 0) {
    const message = `No such category: ${unknown.join(', ')}.`;
    throw new AppError('VALIDATION_ERROR', `category_ids: ${message}`, { category_ids: message });
  }
}

/** POST /api/admin/courses: a new course, a draft unless said otherwise. */
export async function createCourse(input: CreateCourseInput, actor: AuthUser, now = new Date()): Promise<SavedCourse> {
  try {
    const course = await getDb().transaction(async (tx) => {
      if (await adminCourseRepository.slugTaken(input.slug, null, tx)) throw slugTaken();
      await assertCategoriesExist(input.category_ids, tx);
      const created = await adminCourseRepository.insert(
        {
          slug: input.slug,
          titleEn: input.title.en,
          titleVi: input.title.vi,
          shortDescriptionEn: input.short_description?.en ?? '',
          shortDescriptionVi: input.short_description?.vi ?? '',
          descriptionEn: input.description?.en ?? '',
          descriptionVi: input.description?.vi ?? '',
          thumbnail: input.thumbnail ?? DEFAULT_THUMBNAIL,
          priceVnd: input.price_vnd,
          level: input.level,
          language: input.language,
          ...statusColumns(input.status, null, now),
        },
        tx,
      );
      const categoryIds = [...new Set(input.category_ids ?? [])];
      await adminCourseRepository.setCategories(created.id, categoryIds, tx);
      await recordAudit(tx, actor, {
        action: 'course.create',
        entityType: 'course',
        entityId: created.id,
        after: courseSnapshot(created, categoryIds),
      });
      return withCurriculum(created, tx);
    });
    forgetCatalogReads();
    return { course, slugs: [course.slug] };
  } catch (error) {
    if (isUniqueViolation(error, 'courses_slug_unique')) throw slugTaken();
    throw error;
  }
}

/** PATCH /api/admin/courses/{id}: changes the fields sent, the status included (publish, unpublish, archive). */
export async function updateCourse(
  id: number,
  input: UpdateCourseInput,
  actor: AuthUser,
  now = new Date(),
): Promise<SavedCourse> {
  try {
    const { course, previousSlug } = await getDb().transaction(async (tx) => {
      const current = await adminCourseRepository.findByIdForUpdate(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'No such course.');
      if (input.slug !== undefined && (await adminCourseRepository.slugTaken(input.slug, id, tx))) throw slugTaken();
      await assertCategoriesExist(input.category_ids, tx);
      await assertQuizOfCourse(input.final_quiz_id, id, tx);
      const categoriesBefore = await adminCourseRepository.categoryIdsOf(id, tx);

      const changes: Partial<NewCourse> = {
        slug: input.slug,
        titleEn: input.title?.en,
        titleVi: input.title?.vi,
        shortDescriptionEn: input.short_description?.en,
        shortDescriptionVi: input.short_description?.vi,
        descriptionEn: input.description?.en,
        descriptionVi: input.description?.vi,
        thumbnail: input.thumbnail,
        priceVnd: input.price_vnd,
        level: input.level,
        language: input.language,
        finalQuizId: input.final_quiz_id,
        ...(input.status ? statusColumns(input.status, current, now) : {}),
        // Set even when nothing else changes, so the list's "updated" order follows every save.
        updatedAt: now,
      };
      const updated = await adminCourseRepository.update(id, definedChanges(changes), tx);
      let categoriesAfter = categoriesBefore;
      if (input.category_ids) {
        categoriesAfter = [...new Set(input.category_ids)].sort((a, b) => a - b);
        await adminCourseRepository.setCategories(id, categoriesAfter, tx);
      }
      await recordAudit(tx, actor, {
        action: updateAction('course', input),
        entityType: 'course',
        entityId: id,
        before: courseSnapshot(current, categoriesBefore),
        after: courseSnapshot(updated, categoriesAfter),
      });
      return { course: await withCurriculum(updated, tx), previousSlug: current.slug };
    });
    forgetCatalogReads();
    return { course, slugs: [...new Set([previousSlug, course.slug])] };
  } catch (error) {
    if (isUniqueViolation(error, 'courses_slug_unique')) throw slugTaken();
    throw error;
  }
}

/**
 * DELETE /api/admin/courses/{id}: removes a course nobody has enrolled in or ordered (a
 * draft, a mistake). A course with learners is never deleted: 409, archive it instead.
 */
export async function deleteCourse(id: number, actor: AuthUser): Promise<{ slugs: string[] }> {
  const slug = await getDb().transaction(async (tx) => {
    const current = await adminCourseRepository.findByIdForUpdate(id, tx);
    if (!current) throw new AppError('NOT_FOUND', 'No such course.');
    if (await adminCourseRepository.hasLearners(id, tx)) {
      throw new AppError(
        'COURSE_HAS_LEARNERS',
        'This course has learners or orders: archive it instead of deleting it.',
      );
    }
    const categoryIds = await adminCourseRepository.categoryIdsOf(id, tx);
    await adminCourseRepository.remove(id, tx);
    await recordAudit(tx, actor, {
      action: 'course.delete',
      entityType: 'course',
      entityId: id,
      before: courseSnapshot(current, categoryIds),
    });
    return current.slug;
  });
  forgetCatalogReads();
  return { slugs: [slug] };
}
