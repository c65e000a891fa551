import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactDetailView } from '@/features/admin/components/contacts/contact-detail-view';
import type { AdminContact, AdminPerson } from '@/lib/admin/admin-contact-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';

vi.mock('next/router', () => import('../helpers/router-mock'));
stubResizeObserver();

const minh: AdminPerson = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Minh Admin',
  email: 'minh@example.test',
};
const lan: AdminPerson = { id: '22222222-2222-4222-8222-222222222222', name: 'Lan Admin', email: 'lan@example.test' };

const contact: AdminContact = {
  id: '9b2f6a1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Võ Thị Hồng',
  email: 'hong@example.test',
  phone: '0901 234 567',
  subject: 'Website for a bakery',
  message: 'How much would an online shop cost?\n\nWe sell cakes.',
  language: 'vi',
  status: 'in_progress',
  assigned_to: null,
  created_at: '2026-11-20T03:00:00.000Z',
  replies: [],
};

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

const sent = (index: number) => JSON.parse(mock!.requests[index]!.data as string) as Record<string, unknown>;

describe("a contact message's page", () => {
  it('shows the message as written, and says where and in which language the answer goes', () => {
    mock = mockApi(() => ok(contact));
    renderWithApp(<ContactDetailView contact={contact} admins={[minh, lan]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Website for a bakery' })).toBeTruthy();
    const message = screen.getByRole('region', { name: 'Message' });
    expect(within(message).getByText(/How much would an online shop cost\?/).textContent).toContain('We sell cakes.');
    expect(within(message).getByRole('link', { name: 'hong@example.test' }).getAttribute('href')).toBe(
      'mailto:hong@example.test',
    );
    expect(screen.getByText('Not answered yet.')).toBeTruthy();
    expect(screen.getByText(/Mailed to hong@example\.test, in Vietnamese/)).toBeTruthy();
  });

  it('mails an answer, then shows it in the thread with the new state', async () => {
    const answered: AdminContact = {
      ...contact,
      status: 'answered',
      assigned_to: minh,
      replies: [
        { id: 1, body: 'Dear Hồng,\n\nFrom 15.000.000 VND.', author: minh, created_at: '2026-11-21T03:00:00.000Z' },
      ],
    };
    mock = mockApi(() => ok(answered));
    renderWithApp(<ContactDetailView contact={contact} admins={[minh, lan]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Fill in this field.')).toBeTruthy();
    expect(mock.requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your answer'), 'Dear Hồng,{Enter}{Enter}From 15.000.000 VND.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('The answer is mailed to hong@example.test.')).toBeTruthy();
    expect(mock.requests[0]).toMatchObject({ method: 'post', url: `/api/admin/contacts/${contact.id}/replies` });
    expect(sent(0)).toEqual({ body: 'Dear Hồng,\n\nFrom 15.000.000 VND.' });
    const thread = screen.getByRole('region', { name: 'Answers' });
    expect(within(thread).getByText(/Answered by Minh Admin/)).toBeTruthy();
    expect(within(thread).getByText(/From 15\.000\.000 VND\./)).toBeTruthy();
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the answer typed when the mail could not be sent, and says so', async () => {
    mock = mockApi(() => fail(503, 'SERVICE_UNAVAILABLE', 'The answer could not be mailed, and was not saved.'));
    renderWithApp(<ContactDetailView contact={contact} admins={[minh, lan]} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
