import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { formItemOf, hydrateWithApp, renderWithApp, typeBeforeScript } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter());
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

async function submit(name: string, email: string, password: string) {
  const ue = userEvent.setup();
  if (name) await ue.type(screen.getByLabelText('Full name'), name);
  if (email) await ue.type(screen.getByLabelText('Email'), email);
  if (password) await ue.type(screen.getByLabelText('Password'), password);
  await ue.click(screen.getByRole('button', { name: 'Create account' }));
  return ue;
}

describe('SignUpForm', () => {
  it('shows the password hint and the new-password autocomplete', () => {
    renderWithApp(<SignUpForm />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(within(formItemOf(password)).getByText('At least 8 characters. Avoid common passwords.')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('autocomplete')).toBe('name');
  });

  it('checks the fields with the shared schema before calling the API', async () => {
    mock = mockApi(() => ok(null));
    renderWithApp(<SignUpForm />);
    await submit('   ', 'an@example', 'short');
    expect(await within(formItemOf(screen.getByLabelText('Full name'))).findByText('Name is required.')).toBeTruthy();
    expect(
      await within(formItemOf(screen.getByLabelText('Email'))).findByText('Please enter a valid email address.'),
    ).toBeTruthy();
    expect(
      await within(formItemOf(screen.getByLabelText('Password'))).findByText('Password must be at least 8 characters.'),
    ).toBeTruthy();
    expect(mock.requests).toHaveLength(0);
  });

  it('registers, sets isRegistered and asks the user to check their email, with a resend action', async () => {
    mock = mockApi((config) =>
      config.url === '/api/auth/register'
        ? { status: 201, data: { success: true, data: { id: 'u1', email: 'an@example.com', name: 'An' } } }
        : ok({ sent: true }),
    );
    const { store } = renderWithApp(<SignUpForm />);
    const ue = await submit(' An ', 'an@example.com', 'correct horse battery');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText('We sent a verification link to an@example.com. Open it to activate your account.'),
    ).toBeTruthy();
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({
      name: 'An',
      email: 'an@example.com',
      password: 'correct horse battery',
    });
    expect(store.getState().auth).toMatchObject({ isRegistered: true, isLoggedIn: false, isLoading: false });

    await ue.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(/a new link is on its way to an@example.com/)).toBeTruthy();
    expect(mock.requests[1]?.url).toBe('/api/auth/request-verify-mail');
    expect(JSON.parse(String(mock.requests[1]?.data))).toEqual({ email: 'an@example.com' });
  });

  it('registers with the name typed before the page’s script ran', async () => {
    mock = mockApi(() => ({
      status: 201,
      data: { success: true, data: { id: 'u1', email: 'an@example.com', name: 'An' } },
    }));
    hydrateWithApp(<SignUpForm />, (page) => typeBeforeScript(page, 'Full name', 'Nguyễn Thu Hà'));
    await submit('', 'an@example.com', 'correct horse battery');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(JSON.parse(String(mock.requests[0]?.data))).toMatchObject({
      name: 'Nguyễn Thu Hà',
      email: 'an@example.com',
    });
  });

  it('shows a taken email on the email field', async () => {
    mock = mockApi(() => fail(409, 'REGISTER_FAILED', 'An account with this email already exists.'));
    renderWithApp(<SignUpForm />);
    await submit('An', 'an@example.com', 'correct horse battery');
    expect(
      await within(formItemOf(screen.getByLabelText('Email'))).findByText('An account with this email already exists.'),
    ).toBeTruthy();
  });

  it('shows the server’s password rule on the password field', async () => {
    mock = mockApi(() =>
      fail(400, 'VALIDATION_ERROR', 'password: This password is too common.', {
        password: 'This password is too common.',
      }),
    );
    renderWithApp(<SignUpForm />);
    await submit('An', 'an@example.com', 'password123');
    expect(
      await within(formItemOf(screen.getByLabelText('Password'))).findByText('This password is too common.'),
    ).toBeTruthy();
    expect(document.querySelector('.ant-alert')).toBeNull();
  });

  it('says when resending fails', async () => {
    mock = mockApi((config) =>
      config.url === '/api/auth/register' ? ok({ id: 'u1' }) : fail(429, 'RATE_LIMITED', 'Too many requests.'),
    );
    renderWithApp(<SignUpForm />);
    const ue = await submit('An', 'an@example.com', 'correct horse battery');
    await ue.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(screen.getByText('We could not send the email right now. Please try again later.')).toBeTruthy(),
    );
  });
});
