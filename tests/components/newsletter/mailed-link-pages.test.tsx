import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterConfirmPage } from '@/features/newsletter/components/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from '@/features/newsletter/components/newsletter-unsubscribe-page';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

describe('pages opened from a newsletter mail', () => {
  it('confirm: opening does nothing (mail scanners open links); the button confirms', async () => {
    setRouter({ query: { token: 'tok-1' } });
    mock = mockApi(() => ok({ confirmed: true, email: 'an@example.com' }));
    renderWithApp(<NewsletterConfirmPage origin="https://learnhub.example" />);
    expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeTruthy();
    expect(mock.requests).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeTruthy();
    expect(screen.getByText(/an@example.com will receive the LearnHub newsletter/)).toBeTruthy();
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]?.url).toBe('/api/newsletter/confirm');
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ token: 'tok-1' });
  });

  it('unsubscribe: opening does nothing; the button unsubscribes, and a failure says why', async () => {
    setRouter({ query: { token: 'tok-2' } });
    mock = mockApi(() => fail(400, 'TOKEN_EXPIRED', 'This link has expired.'));
    renderWithApp(<NewsletterUnsubscribePage origin="https://learnhub.example" />);
    expect(mock.requests).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'We could not unsubscribe you' })).toBeTruthy();
    expect(mock.requests[0]?.url).toBe('/api/newsletter/unsubscribe');
    expect(mock.requests[0]?.params).toEqual({ token: 'tok-2' });
  });

  it('says what to do when the link has no token, without a button', () => {
    setRouter({ query: {} });
    mock = mockApi(() => ok(null));
    renderWithApp(<NewsletterConfirmPage origin="https://learnhub.example" />);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });
});
