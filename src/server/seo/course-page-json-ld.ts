import type { CourseDetail } from '@/lib/catalog/course-types';
import type { Locale } from '@/lib/locales';
import { coursePath, ROUTES } from '@/lib/routes';
import { courseJsonLd } from '@/lib/seo/course-json-ld';
import { breadcrumbJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';
import { serverTranslator } from '../i18n/server-translations';

/**
 * The course page's structured data (the Course and its breadcrumb), built with the page's
 * data in getStaticProps under the origin the server runs at: the page ships plain data, not
 * the builders (the course page's first load has almost no room left).
 */
export function coursePageJsonLd(origin: string, course: CourseDetail, locale: Locale): JsonLd[] {
  const t = serverTranslator(locale, 'courses');
  const url = absoluteUrl(origin, locale, coursePath(course.slug));
  return [
    courseJsonLd({
      origin,
      url,
      name: course.title,
      description: course.short_description,
      image: course.thumbnail,
      language: course.language,
      priceVnd: course.price_vnd,
      rating: { value: course.rating, count: course.rating_count },
      level: t(`levels.${course.level}`),
      workloadMinutes: course.total_duration_s / 60,
    }),
    breadcrumbJsonLd([
      { name: serverTranslator(locale, 'common')('nav.courses'), url: absoluteUrl(origin, locale, ROUTES.courses) },
      { name: course.title, url },
    ]),
  ];
}
