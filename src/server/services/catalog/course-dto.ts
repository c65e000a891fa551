import type { Locale } from '@/lib/locales';
import type { ContentLanguage, Course, CourseLevel } from '../../db/schema/catalog';
import type { CourseCategoryRow } from '../../repositories/course-repository';

/** Course shapes of the API, in one language (snake_case like the rest of the API). */

export interface CategoryLabel {
  id: number;
  slug: string;
  name: string;
}

export interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  short_description: string;
  thumbnail: string;
  price_vnd: number;
  is_free: boolean;
  level: CourseLevel;
  /** The language the course is taught in. */
  language: ContentLanguage;
  enrolment_count: number;
  rating: number;
  rating_count: number;
  published_at: string | null;
  categories: CategoryLabel[];
}

export function localized(en: string, vi: string, language: Locale): string {
  return language === 'vi' ? vi : en;
}

export function toCourseSummary(course: Course, categoryRows: CourseCategoryRow[], language: Locale): CourseSummary {
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
    categories: categoryRows
      .filter((row) => row.courseId === course.id)
      .map((row) => ({ id: row.id, slug: row.slug, name: localized(row.nameEn, row.nameVi, language) })),
  };
}
