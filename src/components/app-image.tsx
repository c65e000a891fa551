import Head from 'next/head';
import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { optimizedImage } from '@/lib/images/optimized-image';

/**
 * Shown when an image fails to load and no specific placeholder was given (spec §2).
 * @internal exported for the tests
 */
export const DEFAULT_IMAGE_PLACEHOLDER = '/images/placeholder.svg';

export interface AppImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'onError' | 'loading'
> {
  src: string;
  alt: string;
  /** The image's intrinsic size in CSS pixels: it reserves the space, so nothing shifts. */
  width: number;
  height: number;
  /** Optimiser quality (75 by default, spec §9). */
  quality?: number;
  /** A placeholder of the caller's choosing; the site's default otherwise. */
  fallbackSrc?: string;
  /**
   * An image the page opens with, likely its largest paint: preloaded from the head, never
   * lazy, and fetched at high priority.
   */
  priority?: boolean;
}

/**
 * An <img> served through Next's optimiser (/_next/image?url&w&q, with a srcset, spec §9),
 * lazy unless it is the page's opening image, falling back to a placeholder when loading
 * fails. It writes what next/image would, without next/image's browser code.
 */
export function AppImage({
  src,
  fallbackSrc,
  quality,
  alt,
  width,
  height,
  sizes,
  priority = false,
  fetchPriority,
  style,
  ...rest
}: AppImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc !== null && failedSrc === src;
  const current = failed ? (fallbackSrc ?? DEFAULT_IMAGE_PLACEHOLDER) : src;
  const image = optimizedImage(current, { width, sizes, quality });
  const fail = useCallback(() => setFailedSrc((already) => (already === src ? already : src)), [src]);
  // An image that failed before React took over the page has fired its error already.
  const failedBeforeHydration = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail();
    },
    [fail],
  );

  return (
    <>
      {priority && (
        <Head>
          <link
            key={`preload-image-${image.src}`}
            rel="preload"
            as="image"
            href={image.srcSet ? undefined : image.src}
            imageSrcSet={image.srcSet}
            imageSizes={image.sizes}
            fetchPriority="high"
          />
        </Head>
      )}
      {/* eslint-disable-next-line @next/next/no-img-element -- this is the site's optimised image: it writes the optimiser's srcset itself */}
      <img
        {...rest}
        ref={failed ? undefined : failedBeforeHydration}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? undefined : 'lazy'}
        decoding="async"
        fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
        style={{ color: 'transparent', ...style }}
        sizes={image.sizes}
        srcSet={image.srcSet}
        // Last, so a browser that starts fetching on `src` has the srcset already.
        src={image.src}
        onError={failed ? undefined : fail}
      />
    </>
  );
}
