import '@/styles/globals.scss';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { ServiceUnavailable } from '@/components/service-unavailable';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { SiteLayout } from '@/features/layout/components/site-layout';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { layoutKindOf } from '@/lib/routes';
import { isServiceUnavailable } from '@/lib/service-unavailable';
import { useRestoreSessionOnStart } from '@/store/hooks';
import { wrapper } from '@/store/store';
import nextI18NextConfig from '../../next-i18next.config.js';

// The frame's parts from other features, made once: the same elements let React skip them
// when the app renders again from its root (see `framed` below).
const chatLauncher = <ChatLauncher />;
const newsletterForm = <NewsletterForm />;

function SessionStart() {
  useRestoreSessionOnStart();
  return null;
}

function App({ Component, ...rest }: AppProps) {
  const { store, props } = wrapper.useWrappedStore(rest);
  const { pageProps } = props;
  // The state the page's HTML was rendered from (the wrapper has just put the page's props
  // in). React hydrates the page and the other boundaries after the frame, once the
  // frame's effects have run, and the session restore is one of them: reading the live
  // store there would hydrate a signed-in view into signed-out HTML, which React rejects
  // and renders again from scratch. Hydration reads this copy; the live state follows.
  const [serverState] = useState(() => store.getState());
  const kind = layoutKindOf(useRouter().pathname);
  // While the database is unreachable a per-request page gets these props instead of its own
  // (src/server/http/define-page-props.ts answers 503): the message takes the page's place.
  // A static import: next/dynamic would add ~1.5 kB gzip of loader to every page's first load.
  const Page = isServiceUnavailable(pageProps) ? ServiceUnavailable : Component;
  // Next renders the app again from its root whenever the router's state changes, even
  // when the page and its props stay the same: every statically built page does it right
  // after hydration (the config's rewrites make Next re-read the URL there), and so does a
  // shallow URL update. The same element then lets React skip the layout and the page;
  // only the parts that read the router or the store render again.
  // The viewport's <Head> goes with the page, in the page's boundary: next/head rewrites the
  // whole head from the <Head>s mounted so far, so one in the frame, hydrated first, took
  // the page's title, description and links out of the head until the page had hydrated.
  const framed = useMemo(
    () => (
      <SiteLayout kind={kind} chatLauncher={chatLauncher} newsletterForm={newsletterForm}>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <Page {...pageProps} />
      </SiteLayout>
    ),
    [kind, Page, pageProps],
  );

  return (
    <Provider store={store} serverState={serverState}>
      <SessionStart />
      {framed}
    </Provider>
  );
}

export default appWithTranslation(App, nextI18NextConfig);
