import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

/**
 * Shown when an image fails to load and no specific placeholder was given (spec §2).
 * @internal exported for the tests
 */
export const DEFAULT_IMAGE_PLACEHOLDER = '/images/placeholder.svg';

export interface AppImageProps extends Omit<ImageProps, 'onError' | 'priority' | 'preload'> {
  /** A placeholder of the caller's choosing; the site's default otherwise. */
  fallbackSrc?: string;
  /**
   * An image the page opens with, likely its largest paint: preloaded from the head, never
   * lazy, and fetched at high priority. (Next 16's `preload` alone leaves the browser's
   * default low priority for images, which Lighthouse counts against LCP.)
   */
  priority?: boolean;
}

/**
 * Images go through Next's optimiser (/_next/image?url&w&q, quality 75 by default, spec §9)
 * and fall back to a placeholder when loading fails.
 */
export function AppImage({ src, fallbackSrc, quality = 75, alt, priority = false, ...rest }: AppImageProps) {
  const [failedSrc, setFailedSrc] = useState<ImageProps['src'] | null>(null);
  const fallback = fallbackSrc ?? DEFAULT_IMAGE_PLACEHOLDER;
  const failed = failedSrc !== null && failedSrc === src;
  const current = failed ? fallback : src;

  return (
    <Image
      {...rest}
      alt={alt}
      src={current}
      quality={quality}
      preload={priority}
      fetchPriority={rest.fetchPriority ?? (priority ? 'high' : undefined)}
      // An SVG placeholder is served as is: the optimiser does not rasterise SVG.
      unoptimized={rest.unoptimized || (typeof current === 'string' && current.endsWith('.svg'))}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
