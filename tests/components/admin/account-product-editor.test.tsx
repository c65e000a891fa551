import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProductEditorView } from '@/features/admin/components/account-stores/account-product-editor-view';
import type { AdminAccountProductDetail } from '@/lib/admin/admin-stock-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
stubResizeObserver();

const stock = (available: number, delivered = 0) => ({ available, reserved: 0, delivered });

const spotify: AdminAccountProductDetail = {
  id: 7,
  slug: 'spotify-premium',
  type: 'entertainment',
  provider: 'Spotify',
  title: { en: 'Spotify Premium', vi: 'Spotify Premium (vi)' },
  short_description: { en: 'Music', vi: 'Nhạc' },
  description: { en: 'Long', vi: 'Dài' },
  features: { en: ['No ads', 'Offline'], vi: ['Không quảng cáo', 'Ngoại tuyến'] },
  thumbnail: '/images/accounts/spotify.svg',
  delivery_kind: 'credentials',
  is_featured: false,
  status: 'draft',
  published_at: null,
  created_at: '2026-11-01T03:00:00.000Z',
  sold_count: 0,
  options: [
    {
      id: 1,
      name: { en: 'Duration', vi: 'Thời hạn' },
      values: [
        { code: '1-month', label: { en: '1 month', vi: '1 tháng' } },
        { code: '12-months', label: { en: '12 months', vi: '12 tháng' } },
      ],
    },
  ],
  variants: [
    {
      id: 71,
      combination_key: '1-month',
      label: { en: '1 month', vi: '1 tháng' },
      price_vnd: 59_000,
      compare_at_price_vnd: null,
      is_active: true,
      low_stock_threshold: null,
      stock: stock(4, 2),
      removable: false,
    },
    {
      id: 72,
      combination_key: '12-months',
      label: { en: '12 months', vi: '12 tháng' },
      price_vnd: 590_000,
      compare_at_price_vnd: 708_000,
      is_active: true,
      low_stock_threshold: null,
      stock: stock(0),
      removable: true,
    },
  ],
};

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/admin/account-stores/[id]' }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

const sentBody = (index = 0) => JSON.parse(mock!.requests[index]!.data as string);
const rows = () =>
  within(screen.getByRole('region', { name: 'Variants' }))
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1);

describe('the account-store product editor: options and variants', () => {
  it('builds a new product: a row per combination of the values, each priced, then creates it and opens its page', async () => {
    mock = mockApi(() => ok({ ...spotify, id: 42 }));
    renderWithApp(<AccountProductEditorView product={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title (English)'), 'Netflix Gift');
    await user.type(screen.getByLabelText('Title (Vietnamese)'), 'Quà Netflix');
    expect((screen.getByLabelText("Slug (the page's address)") as HTMLInputElement).value).toBe('netflix-gift');
    await user.type(screen.getByLabelText("Provider (the service's own name)"), 'Netflix');
    await user.type(screen.getByLabelText('Option name (English)'), 'Plan');
    await user.type(screen.getByLabelText('Option name (Vietnamese)'), 'Gói');
    expect(screen.getByText('Give every option at least one value with a code to see its variants.')).toBeTruthy();

    await user.type(screen.getByLabelText('Code'), 'basic');
    await user.type(screen.getByLabelText('Label (English)'), 'Basic');
    await user.type(screen.getByLabelText('Label (Vietnamese)'), 'Cơ bản');
    await user.click(screen.getByRole('button', { name: 'Add a value to Plan' }));
    await user.type(screen.getAllByLabelText('Code')[1]!, 'premium');
    await user.type(screen.getAllByLabelText('Label (English)')[1]!, 'Premium');
    await user.type(screen.getAllByLabelText('Label (Vietnamese)')[1]!, 'Cao cấp');

    // A second option multiplies the rows: 2 × 2.
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    const second = screen.getByRole('group', { name: 'Option 2' });
    await user.type(within(second).getByLabelText('Option name (English)'), 'Duration');
    await user.type(within(second).getByLabelText('Option name (Vietnamese)'), 'Thời hạn');
    await user.type(within(second).getByLabelText('Code'), '1-month');
    await user.type(within(second).getByLabelText('Label (English)'), '1 month');
    await user.type(within(second).getByLabelText('Label (Vietnamese)'), '1 tháng');
    await user.click(within(second).getByRole('button', { name: 'Add a value to Duration' }));
    await user.type(within(second).getAllByLabelText('Code')[1]!, '3-months');
    await user.type(within(second).getAllByLabelText('Label (English)')[1]!, '3 months');
    await user.type(within(second).getAllByLabelText('Label (Vietnamese)')[1]!, '3 tháng');
    expect(rows().map((row) => row.cells[0]!.textContent)).toEqual([
      expect.stringMatching(/^Basic · 1 month/),
      expect.stringMatching(/^Basic · 3 months/),
      expect.stringMatching(/^Premium · 1 month/),
      expect.stringMatching(/^Premium · 3 months/),
    ]);

    // Unpriced variants are refused before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The form checks its fields one after another: wait for all four, not the first.
    await waitFor(() => expect(screen.getAllByText('Fill in this field.')).toHaveLength(4));
    expect(mock.requests).toHaveLength(0);
    for (const [name, price] of [
      ['Basic · 1 month', '70000'],
      ['Basic · 3 months', '200000'],
      ['Premium · 1 month', '120000'],
      ['Premium · 3 months', '330000'],
    ] as const) {
      await user.type(screen.getByLabelText(`Price of ${name}`), price);
    }
    await user.click(screen.getByRole('switch', { name: 'Premium · 3 months on sale' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/account-stores/42'));
    expect(mock.requests[0]).toMatchObject({ method: 'post', url: '/api/admin/account-stores' });
    expect(sentBody()).toMatchObject({
      slug: 'netflix-gift',
      provider: 'Netflix',
      title: { en: 'Netflix Gift', vi: 'Quà Netflix' },
      features: { en: [], vi: [] },
      options: [
        {
          name: { en: 'Plan', vi: 'Gói' },
          values: [
            { code: 'basic', label: { en: 'Basic', vi: 'Cơ bản' } },
            { code: 'premium', label: { en: 'Premium', vi: 'Cao cấp' } },
          ],
        },
        { name: { en: 'Duration', vi: 'Thời hạn' } },
      ],
      variants: [
        { combination_key: 'basic_1-month', price_vnd: 70_000, compare_at_price_vnd: null, is_active: true },
        { combination_key: 'basic_3-months', price_vnd: 200_000, is_active: true },
        { combination_key: 'premium_1-month', price_vnd: 120_000, is_active: true },
        { combination_key: 'premium_3-months', price_vnd: 330_000, is_active: false },
      ],
    });
  }, 30_000);

  it('keeps saved codes fixed, keeps values with stock, prices a new value, and puts the API’s refusal on its row', async () => {
    const saved: AdminAccountProductDetail = {
      ...spotify,
      options: [
        {
          ...spotify.options[0]!,
          values: [...spotify.options[0]!.values, { code: '6-months', label: { en: '6 months', vi: '6 tháng' } }],
        },
      ],
    };
    mock = mockApi(() =>
      mock!.requests.length === 1
        ? fail(400, 'VALIDATION_ERROR', 'variants.2.compare_at_price_vnd: The "was" price must be above the price.', {
            'variants.2.compare_at_price_vnd': 'The "was" price must be above the price.',
          })
        : ok(saved),
    );
    renderWithApp(<AccountProductEditorView product={spotify} />);
    const user = userEvent.setup();
    const codes = screen.getAllByLabelText('Code') as HTMLInputElement[];
    expect(codes.map((input) => input.disabled)).toEqual([true, true]);
    // 1 month has stock: it stays; 12 months has none and was never ordered: it may go.
    expect((screen.getByRole('button', { name: 'Delete value 1 month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete value 12 months' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Delivers' }) as HTMLInputElement).disabled).toBe(true);
    expect(rows().map((row) => row.cells[4]!.textContent)).toEqual(['4', '0']);

    await user.click(screen.getByRole('button', { name: 'Add a value to Duration' }));
    await user.type(screen.getAllByLabelText('Code')[2]!, '6-months');
    await user.type(screen.getAllByLabelText('Label (English)')[2]!, '6 months');
    await user.type(screen.getAllByLabelText('Label (Vietnamese)')[2]!, '6 tháng');
    expect(rows()).toHaveLength(3);
    expect(within(rows()[2]!).getByText('New')).toBeTruthy();
    await user.type(screen.getByLabelText('Price of 6 months'), '300000');
    await user.type(screen.getByLabelText('"Was" price of 6 months'), '300000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The API names the third variant by its place; the form shows it on the 6 months row.
    expect(await within(rows()[2]!).findByText('The "was" price must be above the price.')).toBeTruthy();
    expect(mock.requests[0]).toMatchObject({ method: 'patch', url: '/api/admin/account-stores/7' });
    expect(sentBody(0).variants).toEqual([
      { combination_key: '1-month', price_vnd: 59_000, compare_at_price_vnd: null, is_active: true },
      { combination_key: '12-months', price_vnd: 590_000, compare_at_price_vnd: 708_000, is_active: true },
      { combination_key: '6-months', price_vnd: 300_000, compare_at_price_vnd: 300_000, is_active: true },
    ]);
    expect(sentBody(0).features).toEqual({ en: ['No ads', 'Offline'], vi: ['Không quảng cáo', 'Ngoại tuyến'] });

    const wasPrice = screen.getByLabelText('"Was" price of 6 months');
    await user.clear(wasPrice);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(sentBody(1).variants[2]).toEqual({
      combination_key: '6-months',
      price_vnd: 300_000,
      compare_at_price_vnd: null,
      is_active: true,
    });
  }, 15_000);

  it('publishes only a product with a variant on sale', async () => {
    mock = mockApi(() => ok({ ...spotify, status: 'published', published_at: '2026-11-02T03:00:00.000Z' }));
    const offSale = { ...spotify, variants: spotify.variants.map((variant) => ({ ...variant, is_active: false })) };
    const { unmount } = renderWithApp(<AccountProductEditorView product={offSale} />);
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderWithApp(<AccountProductEditorView product={spotify} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the product is in the store.')).toBeTruthy();
    expect(sentBody()).toEqual({ status: 'published' });
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });
});
