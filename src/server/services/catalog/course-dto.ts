import type { Locale } from '@/lib/locales';
import { localized } from '../../i18n/localized';
import type { CourseSummary } from '@/lib/catalog/course-types';
import type { CourseCategory, CourseSummaryRow } from '../../repositories/course-repository';

/** Builds the catalogue's reply shapes (src/lib/catalog/course-types.ts) from database rows. */

export function toCourseSummary(
  course: Omit<CourseSummaryRow, 'categories'>,
  categories: CourseCategory[],
  language: Locale,
): CourseSummary {
  return {
    id: course.id,
    slug: course.slug,
    title: localized(course.titleEn, course.titleVi, language),
    short_description: localized(course.shortDescriptionEn, course.shortDescriptionVi, language),
    thumbnail: course.thumbnail,
    price_vnd: course.priceVnd,
    is_free: course.priceVnd === 0,
    level: course.level,
    language: course.language,
    enrolment_count: course.enrolmentCount,
    rating: course.rating,
    rating_count: course.ratingCount,
    published_at: course.publishedAt?.toISOString() ?? null,
    categories: categories.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: localized(row.nameEn, row.nameVi, language),
    })),
  };
}
