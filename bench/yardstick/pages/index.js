import Head from 'next/head';

/**
 * The cheapest page served the way the app's public pages are: prerendered, then
 * regenerated in the background (incremental static regeneration).
 *
 * It regenerates like them too, and that is measured, not incidental. The first render in
 * a `next start` process enables Node 20's async hooks for the life of the process: React's
 * server renderer runs its work inside an AsyncLocalStorage. From then on every promise pays
 * for the hooks: measured on the bench machine, this page served ~16 % fewer requests/s for
 * them, and ~6 % fewer again for the regeneration bookkeeping. A page that is never
 * regenerated skips both, which the app's pages cannot.
 */
export default function Yardstick() {
  return (
    <main>
      <Head>
        <title>Yardstick</title>
      </Head>
      <h1>Yardstick</h1>
      <p>A bare Next.js page served by next start: the baseline the benchmark compares against.</p>
    </main>
  );
}

// As the app's pages: the build's copy is stale after 1 s, so the first request regenerates
// it (src/server/build-phase.ts); then at most once a minute, the home page's interval.
export function getStaticProps() {
  return { props: {}, revalidate: process.env.NEXT_PHASE === 'phase-production-build' ? 1 : 60 };
}
