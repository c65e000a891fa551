import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { formItemOf, hydrateWithApp, renderWithApp, typeBeforeScript } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

async function submit(password: string, confirm: string) {
  const ue = userEvent.setup();
  if (password) await ue.type(screen.getByLabelText('New password'), password);
  if (confirm) await ue.type(screen.getByLabelText('Confirm new password'), confirm);
  await ue.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordForm', () => {
  it('wants the new password twice, at least 8 characters', async () => {
    setRouter({ query: { token: 'tok-1' } });
    mock = mockApi(() => ok({ reset: true }));
    renderWithApp(<ResetPasswordForm />);
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    await submit('short', 'different');
    expect(
      await within(formItemOf(screen.getByLabelText('New password'))).findByText(
        'Password must be at least 8 characters.',
      ),
    ).toBeTruthy();
    expect(
      await within(formItemOf(screen.getByLabelText('Confirm new password'))).findByText(
        'The two passwords do not match.',
      ),
    ).toBeTruthy();
    expect(mock.requests).toHaveLength(0);
  });

  it('resets with the token from the link, then offers sign-in', async () => {
    setRouter({ query: { token: 'tok-1' } });
    mock = mockApi(() => ok({ reset: true }));
    renderWithApp(<ResetPasswordForm />);
    await submit('a new long password', 'a new long password');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ password: 'a new long password', token: 'tok-1' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/authen/sign-in');
  });

  it.each([
    ['TOKEN_EXPIRED', 'This password reset link has expired.'],
    ['TOKEN_INVALID', 'This password reset link is invalid or has already been used.'],
  ])('explains a refused token (%s) and links to a new request', async (code, text) => {
    setRouter({ query: { token: 'old' } });
    mock = mockApi(() => fail(400, code, 'Token problem.'));
    renderWithApp(<ResetPasswordForm />);
    await submit('a new long password', 'a new long password');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/authen/forgot-password',
    );
  });

  it('resets with the new password typed before the page’s script ran', async () => {
    setRouter({ query: { token: 'tok-1' } });
    mock = mockApi(() => ok({ reset: true }));
    hydrateWithApp(<ResetPasswordForm />, (page) => typeBeforeScript(page, 'New password', 'a new long password'));
    await submit('', 'a new long password');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ password: 'a new long password', token: 'tok-1' });
  });

  it('puts the server’s password rule on the password field', async () => {
    setRouter({ query: { token: 'tok-1' } });
    mock = mockApi(() =>
      fail(400, 'VALIDATION_ERROR', 'password: too common', { password: 'This password is too common.' }),
    );
    renderWithApp(<ResetPasswordForm />);
    await submit('password1234', 'password1234');
    expect(
      await within(formItemOf(screen.getByLabelText('New password'))).findByText('This password is too common.'),
    ).toBeTruthy();
  });

  it('says the page needs the mailed link when there is no token', () => {
    setRouter({ query: {} });
    renderWithApp(<ResetPasswordForm />);
    expect(screen.getByRole('alert').textContent).toBe('Open this page from the link in your password reset email.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});
