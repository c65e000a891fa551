import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSession, saveSession } from '@/lib/auth/browser-session';
import { useAppSelector, useRestoreSessionOnStart } from '@/store/hooks';
import { makeStore } from '@/store/store';

function Probe() {
  useRestoreSessionOnStart();
  const { isLoggedIn, user } = useAppSelector((state) => state.auth);
  return <output>{isLoggedIn ? `signed in as ${user?.name}` : 'signed out'}</output>;
}

afterEach(() => removeSession());

describe('useRestoreSessionOnStart', () => {
  it('signs the user in from the cookies once mounted', () => {
    saveSession({ token: 'jwt', user: { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An' } });
    render(
      <Provider store={makeStore()}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('signed in as An');
  });

  it('leaves the first render signed out, as a static page was rendered', () => {
    saveSession({ token: 'jwt', user: { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An' } });
    const html = renderToString(
      <Provider store={makeStore()}>
        <Probe />
      </Provider>,
    );
    expect(html).toContain('signed out');
  });

  it('stays signed out without the cookies', () => {
    render(
      <Provider store={makeStore()}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('signed out');
  });
});
