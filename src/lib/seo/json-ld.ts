import { absoluteAsset } from './site-url';

/**
 * schema.org structured data (JSON-LD) for the page heads: what search engines read to
 * show a post as an article, a course or a product with its price. Pure builders; SeoHead
 * serialises them. The parts every such page shares are here; each kind of page's own
 * builder has a module of its own (article-, course-, product-json-ld.ts), so a page ships
 * only the one it uses.
 */

export type JsonLd = Record<string, unknown>;

export const BRAND = 'LearnHub';

/** LearnHub itself, at `origin` (the site's address, src/server/seo/site-origin.ts). */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    url: origin,
    logo: absoluteAsset(origin, '/icon-512.png'),
  };
}

export interface OfferInput {
  url: string;
  /** Integer VND; 0 = free. */
  priceVnd: number;
  /** What this offer is, when a product has several (a plan of an account). */
  name?: string;
  inStock?: boolean;
}

/** One price of something LearnHub sells (schema.org Offer), in VND. */
export function offerJsonLd(offer: OfferInput): JsonLd {
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
