import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import optimizer from '@/lib/images/image-optimizer.json';
import { optimizedImage } from '@/lib/images/optimized-image';

/** next/image's own attributes for the same image, with the site's optimiser settings. */
function nextImageAttributes(src: string, width: number, sizes?: string) {
  const { props } = getImageProps({ src, alt: '', width, height: Math.round(width / 2), sizes, quality: 75 });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

describe('optimizedImage', () => {
  // next/image reads its settings from next.config.js at build time; in a test it runs on
  // Next's defaults, which image-optimizer.json repeats (asserted here) so the two compare.
  it('repeats the optimiser widths Next would use by default', async () => {
    const { imageConfigDefault } = await import('next/dist/shared/lib/image-config');
    expect(optimizer.deviceSizes).toEqual(imageConfigDefault.deviceSizes);
    expect(optimizer.imageSizes).toEqual(imageConfigDefault.imageSizes);
    expect(optimizer.path).toBe(imageConfigDefault.path);
  });

  it.each([
    ['/images/courses/react.png', 640, '(max-width: 600px) 100vw, 360px'],
    ['/images/posts/git.png', 1280, '(max-width: 1200px) 100vw, 1168px'],
    ['/images/works/shop.png', 960, '(max-width: 992px) 50vw, 270px'],
    ['/images/courses/react.png', 640, '160px'],
    ['/images/source-codes/api.png', 96, undefined],
    ['/images/orders/line.png', 160, undefined],
    ['/images/a b/ç.png', 640, undefined],
  ])('writes what next/image writes for %s at %i px, sizes %s', (src, width, sizes) => {
    expect(optimizedImage(src, { width, sizes })).toEqual(nextImageAttributes(src, width, sizes));
  });

  it('only ever asks for widths the optimiser serves', () => {
    const served = new Set([...optimizer.deviceSizes, ...optimizer.imageSizes]);
    const { srcSet } = optimizedImage('/images/x.png', { width: 5000, sizes: '(max-width: 600px) 33vw, 800px' });
    const widths = srcSet!
      .split(', ')
      .map((candidate) => Number(new URL(candidate.split(' ')[0]!, 'http://x').searchParams.get('w')));
    expect(widths.length).toBeGreaterThan(1);
    for (const width of widths) expect(served.has(width)).toBe(true);
  });

  it('serves an SVG as it is', () => {
    expect(optimizedImage('/images/placeholder.svg', { width: 320 })).toEqual({
      src: '/images/placeholder.svg',
      srcSet: undefined,
      sizes: undefined,
    });
  });
});
