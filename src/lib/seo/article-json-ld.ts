import type { Locale } from '@/lib/locales';
import { BRAND, type JsonLd } from './json-ld';
import { absoluteAsset } from './site-url';

export interface ArticleInput {
  /** The site's address: relative images and the publisher's logo are written under it. */
  origin: string;
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
    image: [absoluteAsset(article.origin, article.image)],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: article.language,
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@type': 'Organization', name: BRAND, url: article.origin },
    publisher: {
      '@type': 'Organization',
      name: BRAND,
      logo: { '@type': 'ImageObject', url: absoluteAsset(article.origin, '/icon-512.png') },
    },
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
  };
}
