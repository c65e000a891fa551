import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { hydrateWithApp, renderWithApp, typeBeforeScript } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter());
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

async function submit(email: string) {
  const ue = userEvent.setup();
  if (email) await ue.type(screen.getByLabelText('Email'), email);
  await ue.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordForm', () => {
  it('asks for a valid email first', async () => {
    mock = mockApi(() => ok({ sent: true }));
    renderWithApp(<ForgotPasswordForm />);
    await submit('');
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(mock.requests).toHaveLength(0);
  });

  it('sends the email typed before the page’s script ran', async () => {
    mock = mockApi(() => ok({ sent: true }));
    hydrateWithApp(<ForgotPasswordForm />, (page) => typeBeforeScript(page, 'Email', 'an@example.com'));
    await submit('');
    expect(await screen.findByText(/If an account exists for an@example.com/)).toBeTruthy();
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ email: 'an@example.com' });
  });

  it('always shows the same message once the server accepted the request', async () => {
    mock = mockApi(() => ok({ sent: true }));
    renderWithApp(<ForgotPasswordForm />);
    await submit('nobody@example.com');
    expect(
      await screen.findByText(
        'If an account exists for nobody@example.com, we have sent a password reset link to it. The link is valid for 30 minutes.',
      ),
    ).toBeTruthy();
    expect(mock.requests[0]?.url).toBe('/api/auth/forget-password');
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ email: 'nobody@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/authen/sign-in');
  });

  it('says why the request failed in the page’s language, and keeps the form', async () => {
    mock = mockApi(() => fail(429, 'RATE_LIMITED', 'Too many attempts. Try again in 57 minutes.'));
    renderWithApp(<ForgotPasswordForm />);
    await submit('an@example.com');
    // The server's detail is English: a generic refusal is said in the page's own words.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});
