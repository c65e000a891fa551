import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/contact/components/contact-form';
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

const field = (label: string) => screen.getByLabelText(label);

async function fill(
  values: Partial<Record<'Your name' | 'Email' | 'Phone (optional)' | 'Subject' | 'Message', string>>,
) {
  const ue = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await ue.type(field(label), value);
  return ue;
}

const VALID = {
  'Your name': 'Phạm Thu Trang',
  Email: 'trang@example.com',
  Subject: 'A quote for a training portal',
  Message: 'We would like a portal for 200 employees.',
} as const;

/** The error text tied to an input through aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('ContactForm', () => {
  it('checks the fields before sending, with messages on the fields, and focuses the first', async () => {
    mock = mockApi(() => ok({ id: 'x' }));
    renderWithApp(<ContactForm />);
    const ue = await fill({ Email: 'not-an-email', Message: 'Too short' });
    await ue.click(screen.getByRole('button', { name: 'Send message' }));

    expect(errorOf(field('Your name'))).toBe('Please enter your name.');
    expect(errorOf(field('Email'))).toBe('Please enter a valid email address.');
    expect(errorOf(field('Subject'))).toBe('Please enter a subject.');
    expect(errorOf(field('Message'))).toBe('Your message must be at least 10 characters.');
    expect(errorOf(field('Phone (optional)'))).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Your name'));
    expect(mock.requests).toHaveLength(0);

    // Typing in a field clears its message.
    await ue.type(field('Your name'), 'An');
    expect(errorOf(field('Your name'))).toBeNull();
  });

  it('sends the message and shows the success state in place of the form', async () => {
    mock = mockApi(() => ({ status: 201, data: { success: true, data: { id: 'b9f0…' } } }));
    renderWithApp(<ContactForm />);
    const ue = await fill({ ...VALID, 'Phone (optional)': '+84 90 123 4567' });
    await ue.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: 'Thank you, your message is sent' })).toBeTruthy();
    expect(status.textContent).toContain('We have received it and will answer by email within two working days.');
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]!.url).toBe('/api/contacts');
    expect(JSON.parse(String(mock.requests[0]!.data))).toEqual({
      name: 'Phạm Thu Trang',
      email: 'trang@example.com',
      phone: '+84 90 123 4567',
      subject: 'A quote for a training portal',
      message: 'We would like a portal for 200 employees.',
      website: '',
    });
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();

    await ue.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((field('Your name') as HTMLInputElement).value).toBe('');
  });

  it('sends what was typed before the page’s script ran with the rest', async () => {
    mock = mockApi(() => ({ status: 201, data: { success: true, data: { id: 'b9f0…' } } }));
    hydrateWithApp(<ContactForm />, (page) => {
      typeBeforeScript(page, 'Your name', VALID['Your name']);
      typeBeforeScript(page, 'Message', VALID.Message);
    });
    const ue = await fill({ Email: VALID.Email, Subject: VALID.Subject });
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your message is sent' })).toBeTruthy();
    expect(JSON.parse(String(mock.requests[0]!.data))).toEqual({
      name: VALID['Your name'],
      email: VALID.Email,
      phone: '',
      subject: VALID.Subject,
      message: VALID.Message,
      website: '',
    });
  });

  it('puts the API’s field errors on their fields, with a summary above the form', async () => {
    mock = mockApi(() =>
      fail(400, 'VALIDATION_ERROR', 'email: This address cannot receive mail.', {
        email: 'This address cannot receive mail.',
      }),
    );
    renderWithApp(<ContactForm />);
    const ue = await fill(VALID);
    await ue.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the highlighted fields.');
    expect(errorOf(field('Email'))).toBe('This address cannot receive mail.');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('Your name'))).toBeNull();
    // The form keeps what was typed.
    expect((field('Subject') as HTMLInputElement).value).toBe(VALID.Subject);
  });

  it('says so when the hourly limit is reached, and keeps the form', async () => {
    mock = mockApi(() => fail(429, 'RATE_LIMITED', 'Too many attempts. Try again in 55 minutes.'));
    renderWithApp(<ContactForm />);
    const ue = await fill(VALID);
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('says the server could not be reached when no reply comes, and keeps the form', async () => {
    mock = mockApi(() => 'network-error');
    renderWithApp(<ContactForm />);
    const ue = await fill(VALID);
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    expect((field('Subject') as HTMLInputElement).value).toBe(VALID.Subject);
  });

  it('shows a sending state and ignores a second click meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    mock = mockApi(() => ok({ id: 'x' }));
    const pending = new Promise((resolve) => (answer = resolve));
    const { apiClient } = await import('@/lib/api/client');
    const adapter = apiClient.defaults.adapter as (config: never) => Promise<unknown>;
    apiClient.defaults.adapter = async (config) => {
      await pending;
      return adapter(config as never) as never;
    };
    renderWithApp(<ContactForm />);
    const ue = await fill(VALID);
    await ue.click(screen.getByRole('button', { name: 'Send message' }));
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await ue.click(button);
    answer(null);
    expect(await screen.findByRole('heading', { name: 'Thank you, your message is sent' })).toBeTruthy();
    expect(mock.requests).toHaveLength(1);
  });
});
