import { useTranslation } from 'next-i18next/pages';
import { Activity, type ReactNode } from 'react';
import type { LayoutKind } from '@/lib/routes';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.scss';

interface SiteLayoutProps {
  kind: LayoutKind;
  /**
   * The parts other features own, composed by _app (features never import each other): the
   * chat launcher (shown on 'site' pages only) and the footer's newsletter form.
   */
  chatLauncher: ReactNode;
  newsletterForm: ReactNode;
  children: ReactNode;
}

/**
 * The frame around every page (spec §2). Auth pages ('bare') have no header, footer or
 * chat widget; the admin console and an exam sitting keep the header and footer without
 * the widget.
 *
 * On the other pages, the header, the page, the footer and the chat launcher each sit in an
 * Activity boundary: React hydrates the thin frame first, then each boundary at a lower
 * priority in slices it can interrupt, so the page is no longer one long task that blocks
 * the first tap (Lighthouse's Total Blocking Time), and a tap on a part not yet hydrated
 * hydrates it at once and is replayed. Those parts hydrate after the frame's effects (the
 * session restore) have run: they read the store's state as the HTML was rendered (_app
 * gives react-redux that copy).
 *
 * Activity, not Suspense, although both hydrate that way: past ~12.8 kB of HTML, React's
 * streaming renderer moves a Suspense boundary to the end of the document, hidden, with an
 * inline script to put it back, and the Content-Security-Policy refuses inline scripts. An
 * Activity boundary stays where it is, in the HTML's order.
 *
 * An auth page is a form people use at once: it hydrates in one pass, as soon as its code
 * has run, so its submit button works from then on (what is typed before that is kept:
 * useTypedBeforeHydration).
 */
export function SiteLayout({ kind, chatLauncher, newsletterForm, children }: SiteLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <RouteProgress />
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      {kind !== 'bare' && (
        <Activity>
          <SiteHeader />
        </Activity>
      )}
      <main id="main-content" tabIndex={-1} className={kind === 'bare' ? styles.bareMain : styles.main}>
        {kind === 'bare' ? children : <Activity>{children}</Activity>}
      </main>
      {kind !== 'bare' && (
        <Activity>
          <SiteFooter newsletterForm={newsletterForm} />
        </Activity>
      )}
      <ScrollToTop />
      {kind === 'site' && <Activity>{chatLauncher}</Activity>}
    </>
  );
}
