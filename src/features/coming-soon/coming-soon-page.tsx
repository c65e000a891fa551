import type { GetStaticPaths, GetStaticProps } from 'next';
import { ComingSoon, type ComingSoonFeature } from './coming-soon';

/** Builds the page component of a route whose feature is still to come. */
export function comingSoonPage(feature: ComingSoonFeature) {
  function ComingSoonRoute() {
    return <ComingSoon feature={feature} />;
  }
  ComingSoonRoute.displayName = `ComingSoon(${feature})`;
  return ComingSoonRoute;
}

/** Dynamic coming-soon routes render on first request, then are served from the cache. */
export const comingSoonPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export type { GetStaticProps };
