import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, removeSession } from '@/lib/auth/browser-session';
import { GoogleLogin } from '@/features/auth/components/google-login';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const user = { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An' };
let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
});

describe('GoogleLogin', () => {
  it('posts code and state once, signs in and returns to the stored same-site page', async () => {
    setRouter({ query: { code: 'c-1', state: 's-1' } });
    mock = mockApi(() => ok({ id: user.id, token: 'jwt', user, redirect_url: '/courses/react' }));
    const { store } = renderWithApp(
      <StrictMode>
        <GoogleLogin />
      </StrictMode>,
    );
    expect(screen.getByRole('status').textContent).toContain('Finishing your sign-in with Google…');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/courses/react'));
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]?.url).toBe('/api/auth/google/login');
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ code: 'c-1', state: 's-1' });
    expect(readSession()).toEqual({ token: 'jwt', user });
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });

  it('goes home when the stored page is not same-site', async () => {
    setRouter({ query: { code: 'c-1', state: 's-1' } });
    mock = mockApi(() => ok({ id: user.id, token: 'jwt', user, redirect_url: 'https://evil.example' }));
    renderWithApp(<GoogleLogin />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });

  it('shows the failure in the page’s language, with a way back to sign-in', async () => {
    setRouter({ query: { code: 'c-1', state: 'forged' } });
    mock = mockApi(() => fail(401, 'LOGIN_FAILED', 'Google sign-in failed. Please try again.'));
    const { store } = renderWithApp(<GoogleLogin />);
    // The page's own text (translated), not the server's English detail, nor the
    // wrong-password message common:errors.LOGIN_FAILED would give.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not sign you in with Google. Please try again, with a Google account whose email address Google has verified.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/authen/sign-in');
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, errorCode: 'LOGIN_FAILED' });
    expect(readSession()).toBeNull();
  });

  it('does not call the API when the provider sent no code (the visitor declined)', () => {
    setRouter({ query: { error: 'access_denied', state: 's-1' } });
    mock = mockApi(() => ok(null));
    renderWithApp(<GoogleLogin />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The reply from Google is incomplete. Please start signing in again.',
    );
    expect(mock.requests).toHaveLength(0);
  });
});
