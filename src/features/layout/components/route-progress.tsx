import { useRouter } from 'next/router';
import { useEffect } from 'react';

/**
 * A thin bar at the top of the page while a client-side route change is under way.
 *
 * nprogress is fetched once the page has started, not with it: no route change can begin
 * before, and its code then stays out of every page's first load.
 */
export function RouteProgress() {
  const { events } = useRouter();

  useEffect(() => {
    let changing = false;
    const bar = import('nprogress').then(
      ({ default: NProgress }) => {
        // The bar alone, found by its class: nprogress's own template marks it role="bar",
        // which is no ARIA role (a page mid-navigation failed an accessibility check).
        NProgress.configure({
          showSpinner: false,
          trickleSpeed: 120,
          minimum: 0.15,
          template: '<div class="bar"><div class="peg"></div></div>',
          barSelector: '.bar',
        });
        return NProgress;
      },
      // Without its code (offline), route changes go on without a bar.
      () => null,
    );
    // Shallow changes (query updates on the same page) load nothing: no bar for them.
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      changing = true;
      void bar.then((progress) => changing && progress?.start());
    };
    const done = () => {
      changing = false;
      void bar.then((progress) => progress?.done());
    };
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);

  return null;
}
