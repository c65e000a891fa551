import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, removeSession, saveSession } from '@/lib/auth/browser-session';
import { restoreSession } from '@/store/auth-slice';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfilePage } from '@/features/profile/components/profile-page';
import type { MockHandler } from '../../unit/api/mock-adapter';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { formItemOf, hydrateWithApp, renderWithApp, typeBeforeScript } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

// jsdom has no ResizeObserver; antd's Table observes its columns with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoopResizeObserver);

const me = {
  id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10',
  email: 'an@example.com',
  name: 'An',
  fullName: 'An',
  phone: null,
  phoneNumber: null,
  job_title: 'Developer',
  address: null,
  role: 'user',
  email_verified: true,
};

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/profile', asPath: '/profile' }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
  removeSession();
});

/** The API as the profile page sees it; `overrides` answer by "METHOD url". */
function serve(overrides: Record<string, ReturnType<MockHandler>> = {}) {
  mock = mockApi((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    if (overrides[key]) return overrides[key];
    if (key === 'GET /api/auth/me') return ok(me);
    if (key === 'GET /api/orders/me') return ok([], { page: 1, total_page: 1 });
    return fail(404, 'NOT_FOUND', 'no route');
  });
  return mock;
}

function renderSignedIn() {
  saveSession({ token: 'jwt', user: { id: me.id, name: 'An' } });
  const rendered = renderWithApp(<ProfilePage />);
  rendered.store.dispatch(restoreSession());
  return rendered;
}

const detailsSection = () => screen.getByRole('region', { name: 'Personal details' });

describe('ProfilePage: details', () => {
  it('loads the user and shows each field, "Not set" for the empty ones', async () => {
    serve();
    renderSignedIn();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(await within(detailsSection()).findByText('an@example.com')).toBeTruthy();
    expect(within(detailsSection()).getByText('Developer')).toBeTruthy();
    expect(within(detailsSection()).getAllByText('Not set')).toHaveLength(2);
  });

  it('offers a retry when the user cannot be loaded', async () => {
    let calls = 0;
    mock = mockApi((config) => {
      if (config.url === '/api/auth/me') return ++calls === 1 ? 'network-error' : ok(me);
      return ok([], { page: 1, total_page: 1 });
    });
    renderSignedIn();
    const retry = await within(detailsSection()).findByRole('button', { name: 'Try again' });
    await userEvent.setup().click(retry);
    expect(await within(detailsSection()).findByText('an@example.com')).toBeTruthy();
  });

  it('saves edited fields with PATCH, shows success and keeps the user cookie and store in step', async () => {
    const updated = {
      ...me,
      name: 'An Nguyen',
      fullName: 'An Nguyen',
      phone: '+84 912 345 678',
      phoneNumber: '+84 912 345 678',
    };
    serve({ 'PATCH /api/auth/me': ok(updated) });
    const { store } = renderSignedIn();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit details' }));
    const name = screen.getByLabelText('Full name');
    await ue.clear(name);
    await ue.type(name, 'An Nguyen');
    await ue.type(screen.getByLabelText('Phone'), '+84 912 345 678');
    await ue.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeTruthy();
    const patch = mock!.requests.find((r) => r.method === 'patch');
    expect(JSON.parse(String(patch?.data))).toEqual({
      name: 'An Nguyen',
      phone: '+84 912 345 678',
      job_title: 'Developer',
      address: '',
    });
    expect(within(detailsSection()).getByText('+84 912 345 678')).toBeTruthy();
    expect(readSession()?.user).toEqual(updated);
    expect(store.getState().auth.user).toEqual(updated);
  });

  it('keeps the keyboard’s place: into the form on Edit, back to Edit on Cancel and on Save', async () => {
    serve({ 'PATCH /api/auth/me': ok(me) });
    renderSignedIn();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit details' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    await ue.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit details' }));
    await ue.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    await ue.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your details have been saved.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit details' }));
  });

  it('checks fields before saving and shows the API’s field errors on their field', async () => {
    serve({
      'PATCH /api/auth/me': fail(400, 'VALIDATION_ERROR', 'phone: Invalid phone.', {
        phone: 'Phone number is not valid.',
      }),
    });
    renderSignedIn();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Edit details' }));
    await ue.clear(screen.getByLabelText('Full name'));
    await ue.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(formItemOf(screen.getByLabelText('Full name'))).findByText('Name is required.')).toBeTruthy();
    expect(mock!.requests.some((r) => r.method === 'patch')).toBe(false);

    await ue.type(screen.getByLabelText('Full name'), 'An');
    await ue.type(screen.getByLabelText('Phone'), '0912');
    await ue.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await within(formItemOf(screen.getByLabelText('Phone'))).findByText('Phone number is not valid.'),
    ).toBeTruthy();
  });
});

describe('ProfilePage: change password', () => {
  async function changePassword(current: string, next: string, confirm = next) {
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Current password'), current);
    await ue.type(screen.getByLabelText('New password'), next);
    await ue.type(screen.getByLabelText('Confirm new password'), confirm);
    await ue.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('uses the password autocomplete hints', () => {
    serve();
    renderSignedIn();
    expect(screen.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('changes the password and clears the form', async () => {
    serve({ 'POST /api/auth/change-password': ok({ changed: true }) });
    renderSignedIn();
    await changePassword('old password', 'a brand new password');
    expect(await screen.findByText('Your password has been changed. Other devices have been signed out.')).toBeTruthy();
    const post = mock!.requests.find((r) => r.url === '/api/auth/change-password');
    expect(JSON.parse(String(post?.data))).toEqual({
      current_password: 'old password',
      new_password: 'a brand new password',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('changes the password with the current one typed before the page’s script ran', async () => {
    serve({ 'POST /api/auth/change-password': ok({ changed: true }) });
    hydrateWithApp(<ChangePasswordForm />, (page) => typeBeforeScript(page, 'Current password', 'old password'));
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('New password'), 'a brand new password');
    await ue.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await ue.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Other devices have been signed out.')).toBeTruthy();
    const post = mock!.requests.find((r) => r.url === '/api/auth/change-password');
    expect(JSON.parse(String(post?.data))).toEqual({
      current_password: 'old password',
      new_password: 'a brand new password',
    });
  });

  it('puts a wrong current password on its field', async () => {
    serve({
      'POST /api/auth/change-password': fail(
        400,
        'VALIDATION_ERROR',
        'current_password: Current password is incorrect.',
        {
          current_password: 'Current password is incorrect.',
        },
      ),
    });
    renderSignedIn();
    await changePassword('wrong password', 'a brand new password');
    expect(
      await within(formItemOf(screen.getByLabelText('Current password'))).findByText('Current password is incorrect.'),
    ).toBeTruthy();
  });

  it('refuses a short or mismatched new password without calling the API', async () => {
    serve();
    renderSignedIn();
    await changePassword('old password', 'short', 'other');
    expect(
      await within(formItemOf(screen.getByLabelText('New password'))).findByText(
        'Password must be at least 8 characters.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(mock!.requests.some((r) => r.url === '/api/auth/change-password')).toBe(false);
  });
});

describe('ProfilePage: order history', () => {
  const ordersSection = () => screen.getByRole('region', { name: 'Order history' });

  it('asks for the first page of 10 and shows the empty state', async () => {
    serve();
    renderSignedIn();
    expect(await within(ordersSection()).findByText('You have no orders yet.')).toBeTruthy();
    const request = mock!.requests.find((r) => r.url === '/api/orders/me');
    expect(request?.params).toEqual({ page: 1, page_size: 10 });
  });

  it('lists orders and pages through them', async () => {
    const order = (n: number) => ({
      id: `o-${n}`,
      code: `ORD-${n}`,
      status: 'paid',
      total_vnd: 150000,
      item_count: 1,
      first_item_title: `Course ${n}`,
      created_at: '2026-11-01T10:00:00Z',
      paid_at: '2026-11-01T10:05:00Z',
    });
    serve({ 'GET /api/orders/me': ok([order(1), order(2)], { page: 1, total_page: 3 }) });
    renderSignedIn();
    const link = await within(ordersSection()).findByRole('link', { name: 'ORD-1' });
    expect(link.getAttribute('href')).toBe('/profile/orders/o-1');
    expect(within(ordersSection()).getAllByText('150.000 VND')).toHaveLength(2);
    expect(within(ordersSection()).getAllByText('Paid')).toHaveLength(2);
    expect(within(ordersSection()).getByText('Course 2')).toBeTruthy();

    await userEvent.setup().click(within(ordersSection()).getByTitle('2'));
    await waitFor(() =>
      expect(mock!.requests.filter((r) => r.url === '/api/orders/me').map((r) => r.params)).toContainEqual({
        page: 2,
        page_size: 10,
      }),
    );
  });

  it('"Try again" after a failed page change asks for that page again', async () => {
    const order = { id: 'o-1', code: 'ORD-1', status: 'paid', total_vnd: 150000, item_count: 1 };
    const row = { ...order, first_item_title: 'Course 1', created_at: '2026-11-01T10:00:00Z', paid_at: null };
    let secondPageFails = true;
    mock = mockApi((config) => {
      if (config.url === '/api/auth/me') return ok(me);
      if (config.params?.page === 2 && secondPageFails) {
        secondPageFails = false;
        return fail(500, 'INTERNAL_ERROR', 'boom');
      }
      return ok([{ ...row, code: `ORD-P${config.params?.page}` }], { page: config.params?.page, total_page: 2 });
    });
    renderSignedIn();
    await within(ordersSection()).findByRole('link', { name: 'ORD-P1' });
    const user = userEvent.setup();
    await user.click(within(ordersSection()).getByTitle('2'));
    await user.click(await within(ordersSection()).findByRole('button', { name: 'Try again' }));
    expect(await within(ordersSection()).findByRole('link', { name: 'ORD-P2' })).toBeTruthy();
  });

  it('loads the orders again when the page changes language: their titles come in it', async () => {
    let titles = 'Course in English';
    mock = mockApi((config) => {
      if (config.url === '/api/auth/me') return ok(me);
      return ok(
        [
          {
            id: 'o-1',
            code: 'ORD-1',
            status: 'paid',
            total_vnd: 1,
            item_count: 1,
            first_item_title: titles,
            created_at: '2026-11-01T10:00:00Z',
            paid_at: null,
          },
        ],
        { page: 1, total_page: 1 },
      );
    });
    const rendered = renderSignedIn();
    await within(ordersSection()).findByText('Course in English');
    titles = 'Khoá học tiếng Việt';
    setRouter({ pathname: '/profile', asPath: '/profile', locale: 'vi' });
    rendered.rerender(<ProfilePage />);
    expect(await within(ordersSection()).findByText('Khoá học tiếng Việt')).toBeTruthy();
  });

  it('tells a failed load from an empty list, with a retry', async () => {
    serve({ 'GET /api/orders/me': fail(500, 'INTERNAL_ERROR', 'boom') });
    renderSignedIn();
    expect(
      await within(ordersSection()).findByText('We could not load this. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(within(ordersSection()).queryByText('You have no orders yet.')).toBeNull();
    expect(within(ordersSection()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
