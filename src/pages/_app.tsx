import '@/styles/globals.scss';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Provider } from 'react-redux';
import { SiteLayout } from '@/features/layout/components/site-layout';
import { layoutKindOf } from '@/lib/routes';
import { useRestoreSessionOnStart } from '@/store/hooks';
import { wrapper } from '@/store/store';
import nextI18NextConfig from '../../next-i18next.config.js';

function SessionStart() {
  useRestoreSessionOnStart();
  return null;
}

function App({ Component, ...rest }: AppProps) {
  const { store, props } = wrapper.useWrappedStore(rest);
  const { pathname } = useRouter();

  return (
    <Provider store={store}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <SessionStart />
      <SiteLayout kind={layoutKindOf(pathname)}>
        <Component {...props.pageProps} />
      </SiteLayout>
    </Provider>
  );
}

export default appWithTranslation(App, nextI18NextConfig);
