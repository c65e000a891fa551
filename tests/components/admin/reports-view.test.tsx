import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesReportView } from '@/features/admin/components/reports/sales-report-view';
import type { SalesReport } from '@/lib/admin/admin-report-types';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

// The charts draw on a canvas jsdom does not have: stand-ins that show what they were given.
vi.mock('@/features/admin/components/reports/sales-charts', () => ({
  SalesSeriesChart: ({ points }: { points: { period: string; revenue: number; orders: number }[] }) => (
    <div data-testid="series-chart">{points.map((point) => `${point.period}:${point.orders}`).join('|')}</div>
  ),
  ProductTypeChart: ({ bars }: { bars: { type: string; revenue: number }[] }) => (
    <div data-testid="type-chart">{bars.map((bar) => `${bar.type}:${bar.revenue}`).join('|')}</div>
  ),
}));

// jsdom has no ResizeObserver; antd's Table observes its size with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoopResizeObserver);

const REPORT: SalesReport = {
  from: '2026-11-16',
  to: '2026-11-29',
  granularity: 'week',
  totals: { orders: 5, revenue_vnd: 1_250_000, refunded_vnd: 150_000 },
  series: [
    { period_start: '2026-11-16', orders: 2, revenue_vnd: 500_000, refunded_vnd: 0 },
    { period_start: '2026-11-23', orders: 3, revenue_vnd: 750_000, refunded_vnd: 150_000 },
  ],
  by_product_type: [
    { product_type: 'SOURCE', orders: 1, revenue_vnd: 250_000 },
    { product_type: 'COURSE', orders: 4, revenue_vnd: 1_000_000 },
    { product_type: 'ACCOUNT_STORE', orders: 0, revenue_vnd: 0 },
  ],
  top_products: [
    {
      product_type: 'COURSE',
      product_id: 7,
      title: { en: 'React from zero', vi: 'React từ số 0' },
      units: 4,
      revenue_vnd: 1_000_000,
    },
    {
      product_type: 'SOURCE',
      product_id: 2,
      title: { en: 'Shop starter', vi: 'Mã nguồn cửa hàng' },
      units: 1,
      revenue_vnd: 250_000,
    },
  ],
};

const EMPTY: SalesReport = {
  ...REPORT,
  totals: { orders: 0, revenue_vnd: 0, refunded_vnd: 0 },
  series: REPORT.series.map((period) => ({ ...period, orders: 0, revenue_vnd: 0, refunded_vnd: 0 })),
  by_product_type: REPORT.by_product_type.map((type) => ({ ...type, orders: 0, revenue_vnd: 0 })),
  top_products: [],
};

beforeEach(() => setRouter({ pathname: '/admin/reports', asPath: '/admin/reports' }));

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('SalesReportView', () => {
  it('sums the window up and links the export of its orders', () => {
    renderWithApp(<SalesReportView report={REPORT} />);
    expect(screen.getByRole('heading', { name: 'Sales reports' })).toBeTruthy();
    expect(figure('Orders')).toBe('5');
    expect(figure('Revenue')).toBe('1.250.000\u00a0VND');
    expect(figure('Refunded')).toBe('150.000\u00a0VND');
    expect(screen.getByText(/^16 Nov 2026 to 29 Nov 2026, Vietnam time\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export orders (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/reports/orders.csv?from=2026-11-16&to=2026-11-29',
    );
  });

  it('draws the charts in the browser, each with its figures in a table', async () => {
    renderWithApp(<SalesReportView report={REPORT} />);
    expect((await screen.findByTestId('series-chart')).textContent).toBe('Week of 16 Nov 2026:2|Week of 23 Nov 2026:3');
    expect((await screen.findByTestId('type-chart')).textContent).toBe(
      'Source code:250000|Course:1000000|Account store:0',
    );
    // The charts are pictures of the tables: hidden from assistive technology, the tables are not.
    expect(screen.getByTestId('series-chart').closest('[aria-hidden="true"]')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Revenue and orders over time' }))).toEqual([
      ['Week of 16 Nov 2026', '2', '500.000\u00a0VND', '0\u00a0VND'],
      ['Week of 23 Nov 2026', '3', '750.000\u00a0VND', '150.000\u00a0VND'],
    ]);
    const byType = screen.getByRole('region', { name: 'By product type' });
    expect(rowsOf(within(byType).getByRole('table'))).toEqual([
      ['Source code', '1', '250.000\u00a0VND'],
      ['Course', '4', '1.000.000\u00a0VND'],
      ['Account store', '0', '0\u00a0VND'],
    ]);
    const top = screen.getByRole('region', { name: 'Top products' });
    expect(rowsOf(within(top).getByRole('table'))).toEqual([
      ['1', 'React from zeroCourse', '4', '1.000.000\u00a0VND'],
      ['2', 'Shop starterSource code', '1', '250.000\u00a0VND'],
    ]);
  });

  it('says when no order was paid in the window, without charts', () => {
    renderWithApp(<SalesReportView report={EMPTY} />);
    expect(screen.getByText('No orders were paid in this window.')).toBeTruthy();
    expect(figure('Orders')).toBe('0');
    expect(screen.queryByTestId('series-chart')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // The export is still there: the window may hold orders that were never paid.
    expect(screen.getByRole('link', { name: 'Export orders (CSV)' })).toBeTruthy();
  });

  it('keeps the window in the URL: the fields show it, Search sends it, Reset clears it', async () => {
    renderWithApp(<SalesReportView report={REPORT} />);
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-11-16');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-11-29');
    expect(screen.getByLabelText('Per')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenLastCalledWith(
      { pathname: '/admin/reports', query: { from: '2026-11-01', to: '2026-11-29', granularity: 'week' } },
      undefined,
      { scroll: false },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.push).toHaveBeenLastCalledWith({ pathname: '/admin/reports', query: {} }, undefined, {
      scroll: false,
    });
  });
});
