import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter());
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

async function subscribe(email: string) {
  const ue = userEvent.setup();
  if (email) await ue.type(screen.getByLabelText('Email address'), email);
  await ue.click(screen.getByRole('button', { name: 'Send' }));
  return ue;
}

const status = () => document.getElementById('newsletter-status')!;

describe('NewsletterForm (footer)', () => {
  it('asks for a valid address without calling the API', async () => {
    mock = mockApi(() => ok({ sent: true }));
    renderWithApp(<NewsletterForm />);
    await subscribe('not-an-email');
    expect(status().textContent).toBe('Please enter a valid email address.');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    await subscribe('');
    expect(mock.requests).toHaveLength(0);
  });

  it('subscribes, then says to confirm from the mail, and empties the field', async () => {
    mock = mockApi(() => ok({ sent: true }));
    renderWithApp(<NewsletterForm />);
    await subscribe('reader@example.com');
    await vi.waitFor(() =>
      expect(status().textContent).toBe(
        'Almost there: check your inbox and open the link we sent to confirm your subscription.',
      ),
    );
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]!.url).toBe('/api/newsletter');
    expect(mock.requests[0]!.method).toBe('post');
    expect(JSON.parse(String(mock.requests[0]!.data))).toEqual({ email: 'reader@example.com' });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('shows the button busy while sending, and sends once however often it is pressed', async () => {
    let release!: () => void;
    mock = mockApi(() => new Promise((resolve) => (release = () => resolve(ok({ sent: true })))));
    renderWithApp(<NewsletterForm />);
    const ue = await subscribe('reader@example.com');
    const button = screen.getByRole('button', { name: 'Send' });
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await ue.click(button);
    release();
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(mock.requests).toHaveLength(1);
  });

  it('explains a rate limit and a lost connection, and says "try again" for other failures', async () => {
    mock = mockApi(() => fail(429, 'RATE_LIMITED', 'Too many attempts. Try again in 59 minutes.'));
    renderWithApp(<NewsletterForm />);
    const ue = await subscribe('reader@example.com');
    await vi.waitFor(() => expect(status().textContent).toBe('Too many attempts. Please wait a moment and try again.'));
    mock.restore();
    mock = mockApi(() => fail(500, 'INTERNAL_ERROR', 'An unexpected error occurred.'));
    await ue.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(status().textContent).toBe('Some error occured!'));
    mock.restore();
    mock = mockApi(() => 'network-error');
    await ue.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(status().textContent).toBe('We could not reach the server. Please check your connection and try again.'),
    );
    // The address is kept so the visitor can try again.
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('reader@example.com');
  });
});
