import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountStoreListView } from '@/features/admin/components/account-stores/account-store-list-view';
import type { AdminAccountProduct, AdminAccountVariantUpdate, StockImport } from '@/lib/admin/admin-stock-types';
import { mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

// jsdom has no ResizeObserver; antd's Table and TextArea observe their size with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoopResizeObserver);

const canva: AdminAccountProduct = {
  id: 1,
  slug: 'canva-pro',
  type: 'work',
  title: { en: 'Canva Pro', vi: 'Canva Pro (vi)' },
  delivery_kind: 'credentials',
  published: true,
  variants: [
    {
      id: 11,
      combination_key: '1-month_solo',
      label: { en: '1 month · Solo', vi: '1 tháng · Solo' },
      price_vnd: 99_000,
      compare_at_price_vnd: null,
      is_active: true,
      low_stock_threshold: 5,
      stock: { available: 3, reserved: 1, delivered: 5 },
    },
    {
      id: 12,
      combination_key: '12-months_solo',
      label: { en: '12 months · Solo', vi: '12 tháng · Solo' },
      price_vnd: 890_000,
      compare_at_price_vnd: 1_188_000,
      is_active: false,
      low_stock_threshold: null,
      stock: { available: 2, reserved: 0, delivered: 0 },
    },
  ],
};
const draft: AdminAccountProduct = {
  id: 2,
  slug: 'netflix-gift',
  type: 'entertainment',
  title: { en: 'Netflix gift code', vi: 'Mã quà Netflix' },
  delivery_kind: 'code',
  published: false,
  variants: [],
};

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/admin/account-stores', asPath: '/admin/account-stores' }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

function renderList(products = [canva, draft]) {
  return renderWithApp(<AccountStoreListView products={products} page={1} totalPage={3} pageSize={20} />);
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AccountStoreListView', () => {
  it('lists each product with its type, delivery, state, variant count and stock for sale', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Account store' })).toBeTruthy();

    const link = screen.getByRole('link', { name: 'Canva Pro (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/account/canva-pro');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(cells(rowOf('/canva-pro')).slice(1)).toEqual([
      'Canva Pro (opens in a new tab)/canva-pro',
      'Work',
      'Username and password',
      'Yes',
      '2',
      '5',
      'Edit',
    ]);
    // Each product opens in its editor; a new one starts on an empty editor.
    expect(screen.getByRole('link', { name: 'Edit Canva Pro' }).getAttribute('href')).toBe('/admin/account-stores/1');
    expect(screen.getByRole('link', { name: 'Edit Netflix gift code' }).getAttribute('href')).toBe(
      '/admin/account-stores/2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'New product' }));
    expect(router.push).toHaveBeenCalledWith('/admin/account-stores/new');
    // A draft has no public page to open.
    expect(screen.queryByRole('link', { name: /Netflix.*new tab/ })).toBeNull();
    expect(cells(rowOf('/netflix-gift')).slice(1)).toEqual([
      'Netflix gift code/netflix-gift',
      'Entertainment',
      'Codes',
      'No',
      '0',
      '0',
      'Edit',
    ]);
  });

  it('has labelled filters and pages on the server', async () => {
    renderList();
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(screen.getByLabelText('Type')).toBeTruthy();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/admin/account-stores', query: { page: '2' } }, undefined, {
      scroll: false,
    });
  });

  it('opens a product onto its variants, adds stock to one and shows its new counts without a reload', async () => {
    const reply: StockImport = { added: 4, skipped: 0, stock: { available: 7, reserved: 1, delivered: 5 } };
    mock = mockApi(() => ok(reply));
    renderList();

    await userEvent.click(within(rowOf('/canva-pro')).getByRole('button', { name: 'Expand row' }));
    const variantRow = () => rowOf('1 month · Solo');
    // Alerted at 5, with 3 for sale: flagged low.
    expect(cells(variantRow())).toEqual([
      '1 month · Solo',
      '99.000\u00a0VND',
      'Yes',
      '3',
      '1',
      '5',
      '5Low',
      'EditAdd stock',
    ]);
    expect(cells(rowOf('12 months · Solo')).slice(0, 3)).toEqual(['12 months · Solo', '890.000\u00a0VND', 'No']);

    // By its label and a plain click: jsdom takes most of a minute to compute this button's style in a
    // table within a table, which a role query and user-event's pointer check both ask for.
    const addStock = screen.getByLabelText('Add stock: 1 month · Solo');
    expect(addStock.tagName).toBe('BUTTON');
    fireEvent.click(addStock);
    const dialog = await screen.findByRole('dialog', { name: 'Add stock: Canva Pro — 1 month · Solo' });
    await userEvent.click(within(dialog).getByLabelText('Stock lines'));
    await userEvent.paste('a@x.vn,1\nb@x.vn,2\nc@x.vn,3\nd@x.vn,4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to stock' }));

    expect((await within(dialog).findByRole('status')).textContent).toBe('Added 4 items; 0 skipped as duplicates.');
    expect(mock.requests[0]!.url).toBe('/api/admin/account-stores/variants/11/stock');
    await waitFor(() => expect(cells(variantRow()).slice(3, 6)).toEqual(['7', '1', '5']));
    expect(cells(rowOf('/canva-pro')).at(-2)).toBe('9');
  });

  it("edits a variant's price, sale state and low-stock alert, and shows them without a reload", async () => {
    const saved: AdminAccountVariantUpdate = {
      id: 12,
      price_vnd: 790_000,
      compare_at_price_vnd: 1_188_000,
      is_active: true,
      low_stock_threshold: 3,
    };
    mock = mockApi(() => ok(saved));
    renderList();
    await userEvent.click(within(rowOf('/canva-pro')).getByRole('button', { name: 'Expand row' }));
    fireEvent.click(screen.getByLabelText('Edit 12 months · Solo'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 12 months · Solo' });
    const price = within(dialog).getByLabelText<HTMLInputElement>('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '790000');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'On sale' }));
    await userEvent.type(within(dialog).getByLabelText('Low-stock alert at'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(mock!.requests).toHaveLength(1));
    expect(mock!.requests[0]).toMatchObject({ method: 'patch', url: '/api/admin/account-stores/variants/12' });
    expect(JSON.parse(mock!.requests[0]!.data as string)).toEqual({
      price_vnd: 790_000,
      compare_at_price_vnd: 1_188_000,
      is_active: true,
      low_stock_threshold: 3,
    });
    // 2 for sale, alerted at 3: flagged low.
    await waitFor(() =>
      expect(cells(rowOf('12 months · Solo')).slice(0, 7)).toEqual([
        '12 months · Solo',
        '790.000\u00a0VND',
        'Yes',
        '2',
        '0',
        '0',
        '3Low',
      ]),
    );
  });
});
