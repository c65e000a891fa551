import { describe, expect, it } from 'vitest';
import { courseJsonLd } from '@/lib/seo/course-json-ld';
import { itemListJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { productJsonLd } from '@/lib/seo/product-json-ld';

describe('productJsonLd', () => {
  it('a source code: a Product with one Offer in VND', () => {
    const url = 'https://learnhub.example/source-codes/shop-starter';
    expect(
      productJsonLd({
        origin: 'https://learnhub.example',
        url,
        name: 'Shop starter',
        description: 'A store with VNPay checkout.',
        images: ['/images/source-codes/shop-starter.svg'],
        sku: 'shop-starter',
        offers: [{ url, priceVnd: 490_000 }],
      }),
    ).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Shop starter',
      image: ['https://learnhub.example/images/source-codes/shop-starter.svg'],
      brand: { '@type': 'Brand', name: 'LearnHub' },
      offers: {
        '@type': 'Offer',
        price: 490_000,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it('an account: one Offer per plan, a sold-out plan said so, the service as the brand', () => {
    const url = 'https://learnhub.example/account/streambox-premium';
    const product = productJsonLd({
      origin: 'https://learnhub.example',
      url,
      name: 'StreamBox Premium',
      description: 'Films and series.',
      images: ['/a.svg'],
      sku: 'streambox-premium',
      brand: 'StreamBox',
      offers: [
        { url, name: '1 month', priceVnd: 79_000, inStock: true },
        { url, name: '12 months', priceVnd: 790_000, inStock: false },
      ],
    });
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'StreamBox' });
    expect(product.offers).toEqual([
      expect.objectContaining({ name: '1 month', priceCurrency: 'VND', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({
        name: '12 months',
        priceCurrency: 'VND',
        availability: 'https://schema.org/OutOfStock',
      }),
    ]);
  });
});

describe('courseJsonLd', () => {
  it('offers the course in VND through the same Offer, marked free or paid', () => {
    const course = courseJsonLd({
      origin: 'https://learnhub.example',
      url: 'https://learnhub.example/courses/x',
      name: 'X',
      description: 'Y',
      image: '/x.svg',
      language: 'en',
      priceVnd: 0,
    });
    expect(course.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'VND', category: 'Free' });
    // The site's address is the one given, not one fixed when the code was built.
    expect(course.image).toEqual(['https://learnhub.example/x.svg']);
    expect(course.provider).toEqual({ '@type': 'Organization', name: 'LearnHub', sameAs: 'https://learnhub.example' });
  });
});

describe('organizationJsonLd', () => {
  it('names the site at the origin it is given', () => {
    expect(organizationJsonLd('https://shop.example')).toMatchObject({
      url: 'https://shop.example',
      logo: 'https://shop.example/icon-512.png',
    });
  });
});

describe('itemListJsonLd', () => {
  it('lists the pages in order, and serialises so no text can close the script element', () => {
    const list = itemListJsonLd([
      { name: 'A</script>', url: 'https://learnhub.example/a' },
      { name: 'B', url: 'https://learnhub.example/b' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A</script>', url: 'https://learnhub.example/a' },
      { '@type': 'ListItem', position: 2, name: 'B', url: 'https://learnhub.example/b' },
    ]);
    expect(serializeJsonLd(list)).not.toContain('</script>');
  });
});
