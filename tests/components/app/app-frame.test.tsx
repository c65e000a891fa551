import { act, render } from '@testing-library/react';
import type { AppProps } from 'next/app';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { Activity, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeSession, saveSession } from '@/lib/auth/browser-session';
import App from '@/pages/_app';
import { useAppSelector } from '@/store/hooks';
import { router } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
// The frame and the translations are the app's own concerns, tested elsewhere; here only
// what the app hands them matters.
vi.mock('next-i18next/pages', () => ({
  appWithTranslation: (app: unknown) => app,
  useTranslation: () => ({ t: (key: string) => key }),
}));
vi.mock('../../../next-i18next.config.js', () => ({ default: {} }));
// As the real frame does, the page sits in an Activity boundary: React hydrates it after
// the frame, once the frame's effects (the session restore among them) have run.
vi.mock('@/features/layout/components/site-layout', () => ({
  SiteLayout: ({ children }: { children: ReactNode }) => (
    <main>
      <Activity>{children}</Activity>
    </main>
  ),
}));

// The store's wrapper reads the router from Next's own context, not through the mock.
const withRouter = ({ children }: { children: ReactNode }) => (
  <RouterContext.Provider value={router as never}>{children}</RouterContext.Provider>
);

function renderCounted() {
  const renders = { count: 0 };
  function Page({ title }: { title: string }) {
    renders.count += 1;
    return <h1>{title}</h1>;
  }
  const propsOf = (pageProps: object, router: object) =>
    ({ Component: Page, pageProps, router }) as unknown as AppProps;
  return { renders, propsOf };
}

describe('the app around every page (pages/_app)', () => {
  it('does not render the page again when only the router changes (Next re-renders the app after hydration)', () => {
    const { renders, propsOf } = renderCounted();
    const pageProps = { title: 'Courses' };
    const view = render(<App {...propsOf(pageProps, { asPath: '/courses' })} />, { wrapper: withRouter });
    expect(view.getByRole('heading', { name: 'Courses' })).toBeDefined();
    expect(renders.count).toBe(1);

    // What Next does on a static page once hydrated: the same page and props, a new router.
    view.rerender(<App {...propsOf(pageProps, { asPath: '/courses', isReady: true })} />);
    expect(renders.count).toBe(1);
  });

  it('shows the unavailable message in place of the page when the server could not reach the database', async () => {
    const { renders, propsOf } = renderCounted();
    const view = render(<App {...propsOf({ title: 'Profile', serviceUnavailable: true }, {})} />, {
      wrapper: withRouter,
    });
    expect(await view.findByRole('heading', { level: 1, name: 'serviceUnavailable.title' })).toBeDefined();
    expect(renders.count).toBe(0);
  });

  it('renders the page again when its props change', () => {
    const { renders, propsOf } = renderCounted();
    const view = render(<App {...propsOf({ title: 'Courses' }, {})} />, { wrapper: withRouter });
    view.rerender(<App {...propsOf({ title: 'Khóa học' }, {})} />);
    expect(renders.count).toBe(2);
    expect(view.getByRole('heading', { name: 'Khóa học' })).toBeDefined();
  });
});

describe('hydration of the parts React hydrates after the frame (pages/_app)', () => {
  afterEach(() => {
    removeSession();
    document.body.replaceChildren();
  });

  function Greeting() {
    const name = useAppSelector((state) => state.auth.user?.name);
    return <p>{name ? `Signed in as ${name}` : 'Signed out'}</p>;
  }

  it('sees the state the server rendered, then the restored session, without a mismatch', async () => {
    const appProps = { Component: Greeting, pageProps: {}, router: {} } as unknown as AppProps;
    const app = (
      <RouterContext.Provider value={router as never}>
        <App {...appProps} />
      </RouterContext.Provider>
    );
    // A static page: rendered signed out, for everyone.
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toBe('Signed out');

    // The visitor has a session: the app restores it right after the frame hydrates.
    saveSession({ token: 'jwt', user: { id: 'user-1', name: 'An' } });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Signed in as An');
  });
});
