import type { Course } from '../../../db/schema/catalog';

/** A course's own fields as the audit log keeps them, before and after a write. */
export function courseSnapshot(course: Course, categoryIds: readonly number[]) {
  return {
    slug: course.slug,
    title: { en: course.titleEn, vi: course.titleVi },
    short_description: { en: course.shortDescriptionEn, vi: course.shortDescriptionVi },
    description: { en: course.descriptionEn, vi: course.descriptionVi },
    thumbnail: course.thumbnail,
    price_vnd: course.priceVnd,
    level: course.level,
    language: course.language,
    category_ids: [...categoryIds],
    published_at: course.publishedAt,
    archived_at: course.archivedAt,
    final_quiz_id: course.finalQuizId,
  };
}
