import optimizer from './image-optimizer.json';

/**
 * The widths the optimiser serves, smallest first. next.config.js hands the same file to Next,
 * whose optimiser answers 400 to any other width.
 */
const ALL_WIDTHS = [...optimizer.imageSizes, ...optimizer.deviceSizes].sort((a, b) => a - b);
const VIEWPORT_WIDTH = /(^|\s)(1?\d?\d)vw/g;

/** The optimiser's address of `src` at one width (spec §9: /_next/image?url&w&q). */
function optimizedUrl(src: string, width: number, quality: number): string {
  return `${optimizer.path}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/**
 * The widths to offer for an image shown at `width` CSS pixels, or at `sizes`: with `sizes`,
 * every width down to what its narrowest viewport share needs (`w` descriptors); without,
 * the image's width at 1× and 2× screens (`x` descriptors).
 */
function candidateWidths(width: number, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(VIEWPORT_WIDTH)].map((match) => Number(match[2]));
    if (shares.length === 0) return { widths: ALL_WIDTHS, kind: 'w' };
    const narrowest = optimizer.deviceSizes[0]! * Math.min(...shares) * 0.01;
    return { widths: ALL_WIDTHS.filter((candidate) => candidate >= narrowest), kind: 'w' };
  }
  const fitting = (needed: number) => ALL_WIDTHS.find((candidate) => candidate >= needed) ?? ALL_WIDTHS.at(-1)!;
  return { widths: [...new Set([fitting(width), fitting(width * 2)])], kind: 'x' };
}

export interface OptimizedImageAttributes {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/**
 * The `src`, `srcSet` and `sizes` of an <img> served through Next's image optimiser, as
 * next/image writes them (tests/unit/images/optimized-image.test.ts compares the two), without
 * next/image's ~4 kB of browser code. An SVG is served as it is: the optimiser does not
 * rasterise SVG.
 */
export function optimizedImage(
  src: string,
  { width, sizes, quality = optimizer.quality }: { width: number; sizes?: string; quality?: number },
): OptimizedImageAttributes {
  if (src.endsWith('.svg')) return { src, srcSet: undefined, sizes: undefined };
  const { widths, kind } = candidateWidths(width, sizes);
  return {
    src: optimizedUrl(src, widths.at(-1)!, quality),
    srcSet: widths
      .map(
        (candidate, index) => `${optimizedUrl(src, candidate, quality)} ${kind === 'w' ? candidate : index + 1}${kind}`,
      )
      .join(', '),
    sizes,
  };
}
