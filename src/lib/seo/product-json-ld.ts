import { BRAND, offerJsonLd, type JsonLd, type OfferInput } from './json-ld';
import { absoluteAsset } from './site-url';

export interface ProductInput {
  /** The site's address: relative images are written under it. */
  origin: string;
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
    image: product.images.map((image) => absoluteAsset(product.origin, image)),
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand ?? BRAND },
    ...(product.category ? { category: product.category } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}
