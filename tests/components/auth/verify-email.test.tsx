import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

describe('VerifyEmail', () => {
  it('verifies nothing on opening; the button verifies the token once and says so', async () => {
    setRouter({ query: { token: 'tok-9' } });
    let answer!: () => void;
    mock = mockApi(
      () => new Promise((resolve) => (answer = () => resolve(ok({ verified: true, email: 'an@example.com' })))),
    );
    renderWithApp(
      <StrictMode>
        <VerifyEmail />
      </StrictMode>,
    );
    // A mail scanner opening the link, script and all, proves nothing.
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(mock.requests).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(screen.getByRole('status').textContent).toContain('Verifying your email address…');
    answer();
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]?.url).toBe('/api/auth/request-verify-mail');
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ token: 'tok-9' });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/authen/sign-in');
  });

  it('shows why verification failed and offers a new link', async () => {
    setRouter({ query: { token: 'used' } });
    mock = mockApi((config) =>
      JSON.parse(String(config.data)).token
        ? fail(400, 'TOKEN_INVALID', 'This link is invalid or was already used.')
        : ok({ sent: true }),
    );
    renderWithApp(<VerifyEmail />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('heading', { name: 'We could not verify your email' })).toBeTruthy();
    // In the page's language (the server's detail is English).
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has already been used.');

    await ue.type(screen.getByLabelText('Email'), 'an@example.com');
    await ue.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(/a new link is on its way to an@example.com/)).toBeTruthy();
    expect(JSON.parse(String(mock.requests[1]?.data))).toEqual({ email: 'an@example.com' });
  });

  it('fails without calling the API when the link has no token', async () => {
    setRouter({ query: {} });
    mock = mockApi(() => ok(null));
    renderWithApp(<VerifyEmail />);
    expect(screen.getByRole('alert').textContent).toBe('Open this page from the link in your verification email.');
    expect(mock.requests).toHaveLength(0);
  });
});
