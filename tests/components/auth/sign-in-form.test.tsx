import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, removeSession, saveSession } from '@/lib/auth/browser-session';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { leaveSiteFor } from '@/lib/browser-navigation';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { formItemOf, hydrateWithApp, renderWithApp, typeBeforeScript } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
vi.mock('@/lib/browser-navigation', () => ({ leaveSiteFor: vi.fn() }));

const user = { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An', email: 'an@example.com' };
let mock: ReturnType<typeof mockApi> | undefined;

beforeEach(() => setRouter());
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
  vi.clearAllMocks();
});

async function fillAndSubmit(email: string, password: string) {
  const ue = userEvent.setup();
  if (email) await ue.type(screen.getByLabelText('Email'), email);
  if (password) await ue.type(screen.getByLabelText('Password'), password);
  await ue.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('labels its fields with the autocomplete hints password managers need', () => {
    renderWithApp(<SignInForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/authen/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/authen/sign-up');
  });

  it('shows the schema messages and sends nothing when the form is invalid', async () => {
    mock = mockApi(() => ok(null));
    renderWithApp(<SignInForm />);
    await fillAndSubmit('', '');
    expect(await within(formItemOf(screen.getByLabelText('Email'))).findByText('Email is required.')).toBeTruthy();
    expect(
      await within(formItemOf(screen.getByLabelText('Password'))).findByText('Password is required.'),
    ).toBeTruthy();

    await fillAndSubmit('not-an-email', 'secret-pass');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(mock.requests).toHaveLength(0);
  });

  it('signs in, stores the session and goes to a same-site redirectUrl', async () => {
    setRouter({ query: { redirectUrl: '/courses?page=2' } });
    mock = mockApi(() => ok({ id: user.id, token: 'jwt', user }));
    const { store } = renderWithApp(<SignInForm />);
    await fillAndSubmit(' an@example.com ', 'secret-pass');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/courses?page=2'));
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ email: 'an@example.com', password: 'secret-pass' });
    expect(readSession()).toEqual({ token: 'jwt', user });
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });

  it('signs in with an email typed before the page’s script ran', async () => {
    mock = mockApi(() => ok({ id: user.id, token: 'jwt', user }));
    const { store } = hydrateWithApp(<SignInForm />, (page) => typeBeforeScript(page, 'Email', 'an@example.com'));
    await fillAndSubmit('', 'secret-pass');
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ email: 'an@example.com', password: 'secret-pass' });
  });

  it.each(['https://evil.example/phish', '//evil.example', '/\\evil.example', '/\t/evil.example'])(
    'ignores a redirectUrl that leaves the site (%s) and goes home',
    async (redirectUrl) => {
      setRouter({ query: { redirectUrl } });
      mock = mockApi(() => ok({ id: user.id, token: 'jwt', user }));
      renderWithApp(<SignInForm />);
      await fillAndSubmit('an@example.com', 'secret-pass');
      await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    },
  );

  it('shows a failed login above the form and stays signed out', async () => {
    mock = mockApi(() => fail(401, 'LOGIN_FAILED', 'Incorrect email or password.'));
    const { store } = renderWithApp(<SignInForm />);
    await fillAndSubmit('an@example.com', 'wrong-pass');
    // The UI says it in the page's language, not the server's English detail.
    expect((await screen.findByRole('alert')).textContent).toContain('Email or password is incorrect.');
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, errorCode: 'LOGIN_FAILED' });
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' }).className).not.toContain('ant-btn-loading');
  });

  it('says in the page’s words that an admin disabled the account', async () => {
    mock = mockApi(() => fail(403, 'ACCOUNT_DISABLED', 'This account has been disabled.'));
    const { store } = renderWithApp(<SignInForm />);
    await fillAndSubmit('an@example.com', 'secret-pass');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This account has been disabled. Please contact us if you think this is a mistake.',
    );
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false });
  });

  it('says the server could not be reached when no reply comes, and lets the visitor try again', async () => {
    mock = mockApi(() => 'network-error');
    renderWithApp(<SignInForm />);
    await fillAndSubmit('an@example.com', 'secret-pass');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('aria-busy')).toBe(false),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('an@example.com');
  });

  it('puts API field errors on their field', async () => {
    mock = mockApi(() =>
      fail(400, 'VALIDATION_ERROR', 'email: Email is not allowed.', { email: 'Email is not allowed.' }),
    );
    renderWithApp(<SignInForm />);
    await fillAndSubmit('an@example.com', 'secret-pass');
    expect(await within(formItemOf(screen.getByLabelText('Email'))).findByText('Email is not allowed.')).toBeTruthy();
    // On the field only: no message above the form repeats it.
    expect(document.querySelector('.ant-alert')).toBeNull();
  });

  it("says 'Server error!' when the login reply has no token", async () => {
    mock = mockApi(() => ok({ id: user.id, user }));
    renderWithApp(<SignInForm />);
    await fillAndSubmit('an@example.com', 'secret-pass');
    expect((await screen.findByRole('alert')).textContent).toContain('Server error!');
    expect(readSession()).toBeNull();
  });

  it('says a rate limit in the visitor’s language', async () => {
    mock = mockApi(() => fail(429, 'RATE_LIMITED', 'Too many login attempts.'));
    renderWithApp(<SignInForm />);
    await fillAndSubmit('an@example.com', 'secret-pass');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('sends an already signed-in visitor on to the redirectUrl', async () => {
    saveSession({ token: 'jwt', user });
    setRouter({ query: { redirectUrl: '/profile' } });
    const { store } = renderWithApp(<SignInForm />);
    store.dispatch({ type: 'auth/sessionRestored', payload: user });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/profile'));
  });

  it('does not bounce a visitor whose session cookies are gone, and signs the store out', async () => {
    const { store } = renderWithApp(<SignInForm />);
    store.dispatch({ type: 'auth/sessionRestored', payload: user });
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('starts Google sign-in with the login_url, passing a same-site redirectUrl', async () => {
    setRouter({ query: { redirectUrl: '/my-course' } });
    mock = mockApi(() => ok({ login_url: 'https://accounts.example/authorize?state=s1' }));
    renderWithApp(<SignInForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('https://accounts.example/authorize?state=s1'));
    expect(mock.requests[0]?.url).toBe('/api/auth/google/login-url');
    expect(mock.requests[0]?.params).toEqual({ redirectUrl: '/my-course' });
  });

  it('says so when Google sign-in is unavailable', async () => {
    setRouter({ query: { redirectUrl: 'https://evil.example' } });
    mock = mockApi(() => fail(503, 'SERVICE_UNAVAILABLE', 'Google is not configured.'));
    renderWithApp(<SignInForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Google sign-in is not available right now');
    expect(mock.requests[0]?.params).toBeUndefined();
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });
});
