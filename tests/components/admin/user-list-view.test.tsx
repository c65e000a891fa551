import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserListView } from '@/features/admin/components/users/user-list-view';
import type { AdminUserListItem } from '@/lib/admin/admin-user-types';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

stubResizeObserver();

const LAN_ID = '0b7f3c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const MINH_ID = '1c8a4d2f-2e3b-4d4c-8f9a-1b2c3d4e5f60';

const users: AdminUserListItem[] = [
  {
    id: LAN_ID,
    name: 'Nguyễn Lan',
    email: 'lan@example.vn',
    role: 'admin',
    verified: true,
    disabled: false,
    created_at: '2026-11-20T03:00:00.000Z',
    last_sign_in_at: '2026-11-26T03:00:00.000Z',
  },
  {
    id: MINH_ID,
    name: 'Trần Minh',
    email: 'minh@example.vn',
    role: 'user',
    verified: false,
    disabled: true,
    created_at: '2026-11-19T03:00:00.000Z',
    last_sign_in_at: null,
  },
];

beforeEach(() => setRouter({ pathname: '/admin/users', asPath: '/admin/users' }));

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('UserListView', () => {
  it('lists each account with its page, email, role and state', () => {
    renderWithApp(<UserListView users={users} page={1} totalPage={1} pageSize={20} />);
    expect(screen.getByRole('heading', { name: 'People' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nguyễn Lan' }).getAttribute('href')).toBe(`/admin/users/${LAN_ID}`);
    expect(within(rowOf('Nguyễn Lan')).getByText('Admin')).toBeTruthy();
    const minh = within(rowOf('Trần Minh'));
    expect(minh.getByText('minh@example.vn')).toBeTruthy();
    expect(minh.getByText('Learner')).toBeTruthy();
    expect(minh.getByText('Email not verified')).toBeTruthy();
    expect(minh.getByText('Disabled')).toBeTruthy();
    expect(minh.getByText('Never')).toBeTruthy();
  });

  it('has labelled filters and pages on the server', async () => {
    renderWithApp(<UserListView users={users} page={1} totalPage={3} pageSize={20} />);
    for (const label of ['Search', 'Role', 'Email verified', 'Disabled'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/admin/users', query: { page: '2' } }, undefined, {
      scroll: false,
    });
  });

  it('says when there are no accounts, and when none match the filters', () => {
    const { unmount } = renderWithApp(<UserListView users={[]} page={1} totalPage={0} pageSize={20} />);
    expect(screen.getByText('No accounts yet.')).toBeTruthy();
    unmount();
    setRouter({ pathname: '/admin/users', asPath: '/admin/users?role=admin', query: { role: 'admin' } });
    renderWithApp(<UserListView users={[]} page={1} totalPage={0} pageSize={20} />);
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
  });
});
