import type { CurriculumOrderInput, UpdateLessonInput } from '@/schemas/admin-courses';
import type { Bilingual } from '@/lib/api/reply-field-types';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminCourseRepository from '../../../repositories/admin-course-repository';
import * as curriculumRepository from '../../../repositories/curriculum-repository';
import * as lessonCaptionRepository from '../../../repositories/lesson-caption-repository';
import * as uploadRepository from '../../../repositories/upload-repository';
import { forgetCatalogReads } from '../../catalog/catalog-cache';
import { recordAudit } from '../record-audit';
import { getAdminCourse } from './get-admin-course';
import type { SavedCourse } from './save-course';

/**
 * The back office's writes to a course's curriculum: sections and lessons added, renamed,
 * removed and reordered. Each locks the course row first, so two editors' writes to one
 * curriculum queue up instead of interleaving, writes its audit row, and answers the whole
 * course as the editor shows it.
 */
async function inCourse(
  courseId: number,
  write: (tx: Transaction, slug: string) => Promise<void>,
): Promise<SavedCourse> {
  const course = await getDb().transaction(async (tx) => {
    const current = await adminCourseRepository.findByIdForUpdate(courseId, tx);
    if (!current) throw new AppError('NOT_FOUND', 'No such course.');
    await write(tx, current.slug);
    await adminCourseRepository.update(courseId, { updatedAt: new Date() }, tx);
    return getAdminCourse(courseId, tx);
  });
  forgetCatalogReads();
  return { course, slugs: [course.slug] };
}

// A section or lesson is read twice on purpose: here, to know which course to lock, and
// again under that lock, for the state its audit row records (another editor may have
// changed it in between).
async function courseOfSection(sectionId: number): Promise<number> {
  const section = await adminCourseRepository.findSection(sectionId);
  if (!section) throw new AppError('NOT_FOUND', 'No such section.');
  return section.courseId;
}

async function courseOfLesson(lessonId: number): Promise<number> {
  const lesson = await adminCourseRepository.findLesson(lessonId);
  if (!lesson) throw new AppError('NOT_FOUND', 'No such lesson.');
  return lesson.courseId;
}

const titleColumns = (title: Bilingual) => ({ titleEn: title.en, titleVi: title.vi });

export function addSection(courseId: number, title: Bilingual, actor: AuthUser): Promise<SavedCourse> {
  return inCourse(courseId, async (tx) => {
    const position = await adminCourseRepository.nextSectionPosition(courseId, tx);
    const section = await adminCourseRepository.insertSection({ courseId, position, ...titleColumns(title) }, tx);
    await recordAudit(tx, actor, {
      action: 'section.create',
      entityType: 'section',
      entityId: section.id,
      after: { course_id: courseId, title, position },
    });
  });
}

export async function renameSection(sectionId: number, title: Bilingual, actor: AuthUser): Promise<SavedCourse> {
  return inCourse(await courseOfSection(sectionId), async (tx) => {
    const before = await adminCourseRepository.findSection(sectionId, tx);
    if (!before) throw new AppError('NOT_FOUND', 'No such section.');
    await adminCourseRepository.updateSection(sectionId, titleColumns(title), tx);
    await recordAudit(tx, actor, {
      action: 'section.update',
      entityType: 'section',
      entityId: sectionId,
      before: { title: { en: before.titleEn, vi: before.titleVi } },
      after: { title },
    });
  });
}

/** Removes a section and its lessons (the editor asks for confirmation first). */
export async function removeSection(sectionId: number, actor: AuthUser): Promise<SavedCourse> {
  return inCourse(await courseOfSection(sectionId), async (tx) => {
    const before = await adminCourseRepository.findSection(sectionId, tx);
    if (!before) throw new AppError('NOT_FOUND', 'No such section.');
    await adminCourseRepository.removeSection(sectionId, tx);
    await recordAudit(tx, actor, {
      action: 'section.delete',
      entityType: 'section',
      entityId: sectionId,
      before: {
        course_id: before.courseId,
        title: { en: before.titleEn, vi: before.titleVi },
        position: before.position,
      },
    });
  });
}

export async function addLesson(
  sectionId: number,
  input: { title: Bilingual; is_free_preview: boolean },
  actor: AuthUser,
): Promise<SavedCourse> {
  return inCourse(await courseOfSection(sectionId), async (tx) => {
    const position = await adminCourseRepository.nextLessonPosition(sectionId, tx);
    const lesson = await adminCourseRepository.insertLesson(
      {
        sectionId,
        position,
        ...titleColumns(input.title),
        isFreePreview: input.is_free_preview,
        durationS: 0,
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'lesson.create',
      entityType: 'lesson',
      entityId: lesson.id,
      after: { section_id: sectionId, ...input, position },
    });
  });
}

function lessonSnapshot(lesson: {
  titleEn: string;
  titleVi: string;
  isFreePreview: boolean;
  durationS: number;
  videoUploadId: string | null;
}) {
  return {
    title: { en: lesson.titleEn, vi: lesson.titleVi },
    is_free_preview: lesson.isFreePreview,
    duration_s: lesson.durationS,
    video_upload_id: lesson.videoUploadId,
  };
}

/** An upload given for a lesson, checked to be of the kind its field takes (400 naming the field). */
async function uploadOfKind(field: string, uploadId: string, kind: 'video' | 'caption', tx: Transaction) {
  const upload = await uploadRepository.findById(uploadId, tx);
  if (!upload || upload.kind !== kind) {
    const message = kind === 'video' ? 'Not an uploaded video.' : 'Not an uploaded caption file.';
    throw new AppError('VALIDATION_ERROR', `${field}: ${message}`, { [field]: message });
  }
  return upload;
}

/**
 * PATCH /api/admin/lessons/{id}: its title, free-preview flag, video (its duration is the
 * video's own, read when it was uploaded) and captions per language.
 */
export async function updateLesson(lessonId: number, input: UpdateLessonInput, actor: AuthUser): Promise<SavedCourse> {
  return inCourse(await courseOfLesson(lessonId), async (tx) => {
    const before = await adminCourseRepository.findLesson(lessonId, tx);
    if (!before) throw new AppError('NOT_FOUND', 'No such lesson.');
    const changes: Partial<typeof before> = {
      ...(input.title ? titleColumns(input.title) : {}),
      ...(input.is_free_preview === undefined ? {} : { isFreePreview: input.is_free_preview }),
    };
    if (input.video_upload_id !== undefined) {
      const video =
        input.video_upload_id === null
          ? null
          : await uploadOfKind('video_upload_id', input.video_upload_id, 'video', tx);
      changes.videoUploadId = video?.id ?? null;
      changes.durationS = video?.durationS ?? 0;
    }
    const after =
      Object.keys(changes).length > 0 ? await adminCourseRepository.updateLesson(lessonId, changes, tx) : before;
    const captionChanges: Record<string, string | null> = {};
    for (const language of ['en', 'vi'] as const) {
      const uploadId = input.captions?.[language];
      if (uploadId === undefined) continue;
      if (uploadId !== null) await uploadOfKind(`captions.${language}`, uploadId, 'caption', tx);
      await lessonCaptionRepository.set(lessonId, language, uploadId, tx);
      captionChanges[language] = uploadId;
    }
    await recordAudit(tx, actor, {
      action: 'lesson.update',
      entityType: 'lesson',
      entityId: lessonId,
      before: lessonSnapshot(before),
      after: {
        ...lessonSnapshot(after),
        ...(Object.keys(captionChanges).length > 0 ? { captions: captionChanges } : {}),
      },
    });
  });
}

export async function removeLesson(lessonId: number, actor: AuthUser): Promise<SavedCourse> {
  return inCourse(await courseOfLesson(lessonId), async (tx) => {
    const before = await adminCourseRepository.findLesson(lessonId, tx);
    if (!before) throw new AppError('NOT_FOUND', 'No such lesson.');
    await adminCourseRepository.removeLesson(lessonId, tx);
    await recordAudit(tx, actor, {
      action: 'lesson.delete',
      entityType: 'lesson',
      entityId: lessonId,
      before: { section_id: before.sectionId, ...lessonSnapshot(before) },
    });
  });
}

/** Whether two lists hold the same ids, whatever their order. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join();
  return a.length === b.length && sorted(a) === sorted(b);
}

/**
 * PUT /api/admin/courses/{id}/curriculum: the new order of sections and lessons. It must
 * name every section and every lesson of the course exactly once (a stale editor's order,
 * missing a lesson added since, is refused rather than guessed at).
 */
export function reorderCurriculum(
  courseId: number,
  input: CurriculumOrderInput,
  actor: AuthUser,
): Promise<SavedCourse> {
  return inCourse(courseId, async (tx) => {
    const sections = await curriculumRepository.listSections(courseId, tx);
    const before = sections.map((section) => ({
      id: section.id,
      lesson_ids: section.lessons.map((lesson) => lesson.id),
    }));
    const sectionsMatch = sameIds(
      input.sections.map((section) => section.id),
      before.map((section) => section.id),
    );
    const lessonsMatch = sameIds(
      input.sections.flatMap((section) => section.lesson_ids),
      before.flatMap((section) => section.lesson_ids),
    );
    if (!sectionsMatch || !lessonsMatch) {
      const message = 'Send every section and lesson of the course exactly once; reload the course and try again.';
      throw new AppError('VALIDATION_ERROR', `sections: ${message}`, { sections: message });
    }
    await adminCourseRepository.writeCurriculumOrder(
      courseId,
      input.sections.map((section) => ({ id: section.id, lessonIds: section.lesson_ids })),
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'course.reorder',
      entityType: 'course',
      entityId: courseId,
      before: { sections: before },
      after: { sections: input.sections },
    });
  });
}
