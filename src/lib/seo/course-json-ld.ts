import type { Locale } from '@/lib/locales';
import { BRAND, offerJsonLd, type JsonLd } from './json-ld';
import { absoluteAsset, SITE_URL } from './site-url';

export interface CourseInput {
  url: string;
  name: string;
  description: string;
  image: string;
  /** The language the course is taught in. */
  language: Locale;
  /** Integer VND; 0 = free. */
  priceVnd: number;
  rating?: { value: number; count: number };
  level?: string;
  /** Total lesson time, when known. */
  workloadMinutes?: number;
}

/**
 * A course (schema.org Course) offered by LearnHub, with its price in VND and, when it has
 * reviews, its rating. The course pages (catalogue issue) render it through SeoHead.
 */
export function courseJsonLd(course: CourseInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    url: course.url,
    name: course.name,
    description: course.description,
    image: [absoluteAsset(course.image)],
    inLanguage: course.language,
    provider: { '@type': 'Organization', name: BRAND, sameAs: SITE_URL },
    offers: {
      ...offerJsonLd({ url: course.url, priceVnd: course.priceVnd }),
      category: course.priceVnd === 0 ? 'Free' : 'Paid',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      ...(course.workloadMinutes ? { courseWorkload: `PT${Math.round(course.workloadMinutes)}M` } : {}),
    },
    ...(course.level ? { educationalLevel: course.level } : {}),
    ...(course.rating && course.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating.value,
            ratingCount: course.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}
