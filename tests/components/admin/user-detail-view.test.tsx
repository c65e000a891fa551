import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserDetailView } from '@/features/admin/components/users/user-detail-view';
import type { AdminUser } from '@/lib/admin/admin-user-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

stubResizeObserver();

const USER_ID = '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const ORDER_ID = '5f1e2d3c-4b5a-4968-8776-655443322110';

const learner: AdminUser = {
  id: USER_ID,
  name: 'Nguyễn Lan',
  email: 'lan@example.vn',
  role: 'user',
  verified: false,
  disabled: false,
  created_at: '2026-11-01T03:00:00.000Z',
  last_sign_in_at: null,
  phone: null,
  disabled_at: null,
  has_password: true,
  is_self: false,
  certificates: [],
  orders: {
    count: 12,
    recent: [
      {
        id: ORDER_ID,
        code: 'ORD-2001',
        status: 'paid',
        total_vnd: 499_000,
        refunded_vnd: 0,
        created_at: '2026-11-20T03:00:00.000Z',
      },
    ],
  },
  enrolments: {
    count: 1,
    recent: [
      {
        course_id: 7,
        slug: 'react-from-zero',
        title: { en: 'React from zero', vi: 'React từ con số 0' },
        created_at: '2026-11-20T03:10:00.000Z',
      },
    ],
  },
  attempts: { count: 0, recent: [] },
  chats: { count: 0, recent: [] },
};

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/admin/users/[id]', asPath: `/admin/users/${USER_ID}` }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

/** The page's own button (a confirmation's popup, which may linger after closing, has its own). */
const button = (name: string) =>
  screen.queryAllByRole('button', { name }).find((element) => !element.closest('[role="tooltip"]')) ?? null;
const sectionOf = (name: string) => screen.getByRole('region', { name });

/** Opens a confirmation with the keyboard and confirms it. */
async function confirmWithKeyboard(name: string, confirm: string) {
  button(name)!.focus();
  await userEvent.keyboard('{Enter}');
  const popup = await screen.findByRole('tooltip');
  await userEvent.click(within(popup).getByRole('button', { name: confirm }));
}

describe('UserDetailView', () => {
  it('shows the account and its activity: counts, recent orders linked to their page, empty kinds said so', () => {
    renderWithApp(<UserDetailView user={learner} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nguyễn Lan' })).toBeTruthy();
    expect(screen.getByText('lan@example.vn')).toBeTruthy();
    expect(screen.getByText('Email not verified')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    const orders = sectionOf('Orders (12)');
    expect(within(orders).getByRole('link', { name: 'ORD-2001' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
    expect(within(sectionOf('Enrolments (1)')).getByText('React from zero')).toBeTruthy();
    expect(within(sectionOf('Quiz attempts (0)')).getByText('No quiz attempts.')).toBeTruthy();
    expect(within(sectionOf('Chats (0)')).getByText('No chats.')).toBeTruthy();
  });

  it('makes the learner an admin only after confirming, and shows the account the server answered', async () => {
    mock = mockApi(() => ok({ ...learner, role: 'admin' } satisfies AdminUser));
    renderWithApp(<UserDetailView user={learner} />);
    await userEvent.click(button('Make admin')!);
    expect(mock.requests).toHaveLength(0);
    const popup = await screen.findByRole('tooltip');
    expect(within(popup).getByText('Give Nguyễn Lan the whole back office?')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Make admin' }));

    expect(await screen.findByText('Nguyễn Lan is now an admin.')).toBeTruthy();
    expect(mock.requests[0]).toMatchObject({ method: 'patch', url: `/api/admin/users/${USER_ID}` });
    expect(JSON.parse(mock.requests[0]!.data as string)).toEqual({ role: 'admin' });
    expect(button('Remove admin')).toBeTruthy();
    expect(button('Make admin')).toBeNull();
  });

  it('disables the account from the keyboard after confirming, then offers Enable', async () => {
    const disabled: AdminUser = { ...learner, disabled: true, disabled_at: '2026-11-27T03:00:00.000Z' };
    mock = mockApi(() => ok(disabled));
    renderWithApp(<UserDetailView user={learner} />);
    await confirmWithKeyboard('Disable', 'Disable');

    expect(await screen.findByText('Nguyễn Lan is disabled: signed out everywhere, sign-in refused.')).toBeTruthy();
    expect(JSON.parse(mock.requests[0]!.data as string)).toEqual({ disabled: true });
    expect(button('Enable')).toBeTruthy();
    expect(button('Disable')).toBeNull();
  });

  it('says the server’s refusal in the page’s words (the last admin)', async () => {
    const admin: AdminUser = { ...learner, role: 'admin', verified: true };
    mock = mockApi(() => fail(409, 'LAST_ADMIN', 'This is the last enabled admin.'));
    renderWithApp(<UserDetailView user={admin} />);
    await confirmWithKeyboard('Remove admin', 'Remove admin');
    expect(await screen.findByText('This is the last enabled admin: make another account admin first.')).toBeTruthy();
    expect(button('Remove admin')).toBeTruthy();
  });

  it('sends the verification and password-reset mails and says where they went', async () => {
    mock = mockApi(() => ok({ sent: true }));
    renderWithApp(<UserDetailView user={learner} />);
    await userEvent.click(button('Resend verification')!);
    expect(await screen.findByText('A verification link was mailed to lan@example.vn.')).toBeTruthy();
    await userEvent.click(button('Send password reset')!);
    expect(await screen.findByText('A password-reset link was mailed to lan@example.vn.')).toBeTruthy();
    expect(mock.requests.map((request) => [request.method, request.url])).toEqual([
      ['post', `/api/admin/users/${USER_ID}/verification`],
      ['post', `/api/admin/users/${USER_ID}/password-reset`],
    ]);
  });

  it("offers no Disable on the admin's own account, and no Resend verification once verified", () => {
    renderWithApp(<UserDetailView user={{ ...learner, role: 'admin', verified: true, is_self: true }} />);
    expect(button('Disable')).toBeNull();
    expect(button('Resend verification')).toBeNull();
    expect(button('Remove admin')).toBeTruthy();
    expect(button('Send password reset')).toBeTruthy();
  });
});
