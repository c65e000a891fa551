import type { Locale } from '@/lib/locales';
import { absoluteAsset, SITE_URL } from './site-url';

/**
 * schema.org structured data (JSON-LD) for the page heads: what search engines read to
 * show a post as an article, or a course with its provider and price. Pure builders;
 * SeoHead serialises them.
 */

export type JsonLd = Record<string, unknown>;

const BRAND = 'LearnHub';

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    url: SITE_URL,
    logo: absoluteAsset('/icon-512.png'),
  };
}

export interface ArticleInput {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  authorName: string | null;
  language: Locale;
  section?: string;
  keywords?: string[];
}

/** A blog post (schema.org BlogPosting, a kind of Article). */
export function articleJsonLd(article: ArticleInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    // Search engines cut headlines past 110 characters.
    headline: article.headline.slice(0, 110),
    description: article.description,
    image: [absoluteAsset(article.image)],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: article.language,
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@type': 'Organization', name: BRAND, url: SITE_URL },
    publisher: {
      '@type': 'Organization',
      name: BRAND,
      logo: { '@type': 'ImageObject', url: absoluteAsset('/icon-512.png') },
    },
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
  };
}

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

interface OfferInput {
  url: string;
  /** Integer VND; 0 = free. */
  priceVnd: number;
  /** What this offer is, when a product has several (a plan of an account). */
  name?: string;
  inStock?: boolean;
}

/** One price of something LearnHub sells (schema.org Offer), in VND. */
function offerJsonLd(offer: OfferInput): JsonLd {
  return {
    '@type': 'Offer',
    ...(offer.name ? { name: offer.name } : {}),
    price: offer.priceVnd,
    priceCurrency: 'VND',
    availability: offer.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    url: offer.url,
    seller: { '@type': 'Organization', name: BRAND },
  };
}

export interface ProductInput {
  url: string;
  name: string;
  description: string;
  images: string[];
  /** The product's own code (its slug). */
  sku: string;
  /** The maker of what is sold, when not LearnHub (an account's service). */
  brand?: string;
  category?: string;
  /** One offer, or one per plan. */
  offers: OfferInput[];
}

/**
 * A product of the shop (schema.org Product): a source code or an account-store product,
 * with its offer, or one per plan, priced in VND.
 */
export function productJsonLd(product: ProductInput): JsonLd {
  const offers = product.offers.map(offerJsonLd);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    url: product.url,
    name: product.name,
    description: product.description,
    image: product.images.map(absoluteAsset),
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand ?? BRAND },
    ...(product.category ? { category: product.category } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

/** The products a list page shows, in order (schema.org ItemList of their pages). */
export function itemListJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * JSON for a <script> element: `<` (and the line separators JSON allows but JavaScript did
 * not) escaped, so text in the data can never close the script element.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
