import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link: next/link that prefetches a page when the visitor reaches for it (hover,
 * touch) rather than when it scrolls into view. With Turbopack, prefetching a route loads
 * and evaluates all of its chunks, so the links on screen after a first load (the header's
 * sign-in with antd's forms, the catalogue, a course…) made a phone run ~200 kB of other
 * pages' JavaScript just as it became interactive (Lighthouse's Total Blocking Time).
 * A link may still ask for `prefetch`.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}

export type { LinkProps } from 'next/link';
