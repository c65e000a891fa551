import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeSession, saveSession } from '@/lib/auth/browser-session';
import { TOKEN_COOKIE, USER_COOKIE } from '@/lib/auth/session-cookies';
import { restoreSession } from '@/store/auth-slice';
import { UserMenu } from '@/features/layout/components/user-menu';
import { mockApi, ok, type MockReply } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

const user = { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An', fullName: 'Nguyễn An' };
let mock: ReturnType<typeof mockApi> | undefined;

beforeEach(() => setRouter({ asPath: '/courses', pathname: '/courses' }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
});

async function signOutFromMenu() {
  saveSession({ token: 'jwt-1', user });
  const rendered = renderWithApp(<UserMenu />);
  rendered.store.dispatch(restoreSession());
  const ue = userEvent.setup();
  await ue.click(await screen.findByRole('button', { name: 'Nguyễn An, account menu' }));
  await ue.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  return rendered;
}

describe('sign-out from the header menu', () => {
  it('revokes the session on the server with its token, then clears the cookies and goes home', async () => {
    mock = mockApi(() => ok(null));
    const { store } = await signOutFromMenu();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]?.method).toBe('post');
    expect(mock.requests[0]?.url).toBe('/api/auth/logout');
    expect(mock.requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('moves the keyboard focus from the menu it replaces to the sign-in link', async () => {
    mock = mockApi(() => ok(null));
    await signOutFromMenu();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    await waitFor(() => expect(document.activeElement).toBe(signIn));
  });

  it.each<[string, MockReply | 'network-error']>([
    [
      'the server refuses (401)',
      { status: 401, data: { success: false, error: { detail: 'x', error_code: 'UNAUTHORIZED' } } },
    ],
    ['the server fails (500)', { status: 500, data: 'oops' }],
    ['the network is down', 'network-error'],
  ])('signs out locally even when %s', async (_label, reply) => {
    mock = mockApi(() => reply);
    const { store } = await signOutFromMenu();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(mock.requests).toHaveLength(1);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(USER_COOKIE)).toBeUndefined();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
