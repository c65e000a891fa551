import type { Locale } from '@/lib/locales';
import { BRAND, offerJsonLd, type JsonLd } from './json-ld';
import { absoluteAsset } from './site-url';

export interface CourseInput {
  /** The site's address: a relative image is written under it, and it names the provider. */
  origin: string;
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
 * reviews, its rating. Built by the course page's getStaticProps (src/server/seo/course-page-json-ld.ts).
 */
export function courseJsonLd(course: CourseInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    url: course.url,
    name: course.name,
    description: course.description,
    image: [absoluteAsset(course.origin, course.image)],
    inLanguage: course.language,
    provider: { '@type': 'Organization', name: BRAND, sameAs: course.origin },
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
