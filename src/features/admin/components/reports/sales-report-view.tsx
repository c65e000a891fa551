import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import type { ReportGranularity, SalesPeriod, SalesReport, TopProduct } from '@/lib/admin/admin-report-types';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { toLocale, type Locale } from '@/lib/locales';
import { AdminFilters } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import tableStyles from '../admin-table.module.scss';
import type * as SalesCharts from './sales-charts';
import styles from './reports.module.scss';

export interface SalesReportViewProps {
  report: SalesReport;
}

/** Where the orders of a window are exported (the API is not localized: a plain link). */
const ordersExportHref = (from: string, to: string) =>
  `/api/admin/reports/orders.csv?${new URLSearchParams({ from, to })}`;

const GRANULARITY_KEYS: Record<ReportGranularity, true> = { day: true, week: true, month: true };
const GRANULARITIES = Object.keys(GRANULARITY_KEYS) as ReportGranularity[];

/**
 * The charts, in the browser only and in a chunk of their own: the charting library is
 * large and draws on a canvas, and no other page should load it. Until it comes, a box of
 * the chart's size holds its place.
 */
function ChartPlaceholder() {
  return <div className={styles.chartPlaceholder} />;
}
let charts: Promise<typeof SalesCharts> | undefined;
/** Both charts from one import of their module (forgotten if it fails, so that a later render tries again). */
function loadCharts() {
  charts ??= import('./sales-charts').catch((error: unknown) => {
    charts = undefined;
    throw error;
  });
  return charts;
}
const SalesSeriesChart = dynamic(() => loadCharts().then((charts) => charts.SalesSeriesChart), {
  ssr: false,
  loading: ChartPlaceholder,
});
const ProductTypeChart = dynamic(() => loadCharts().then((charts) => charts.ProductTypeChart), {
  ssr: false,
  loading: ChartPlaceholder,
});

/** A period's name: the day, the week from its Monday, or the month. */
function periodLabel(
  start: string,
  granularity: ReportGranularity,
  language: Locale,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  const date = formatDate(`${start}T12:00:00+07:00`, language);
  if (granularity === 'day') return date;
  if (granularity === 'week') return t('reports.weekOf', { date });
  return t('reports.monthOf', { month: String(Number(start.slice(5, 7))), year: start.slice(0, 4) });
}

/**
 * /admin/reports: orders paid and what they brought in over a window of days (Vietnam time),
 * by period, by product type and for the best-selling products, with the window's orders to
 * download as CSV. The window is in the URL; the server renders the figures for it. Each
 * chart has its figures in a table beside it (visible, or for screen readers only).
 */
export function SalesReportView({ report }: SalesReportViewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const count = (value: number) => formatNumber(value, language);
  const label = (start: string) => periodLabel(start, report.granularity, language, t);
  const typeName = (type: string) => t(`orders.productTypes.${type}`);
  const empty = report.totals.orders === 0;

  return (
    <AdminShell
      title={t('reports.title')}
      crumbs={[{ label: t('reports.title') }]}
      actions={
        <Button icon={<DownloadOutlined aria-hidden="true" />} href={ordersExportHref(report.from, report.to)}>
          {t('reports.export')}
        </Button>
      }
    >
      <AdminFilters
        name="report-filters"
        keys={['from', 'to', 'granularity']}
        valuesOf={() => ({ from: report.from, to: report.to, granularity: report.granularity })}
      >
        <Form.Item name="from" label={t('reports.from')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('reports.to')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="granularity" label={t('reports.granularity')}>
          <Select
            className={tableStyles.select}
            options={GRANULARITIES.map((value) => ({ value, label: t(`reports.granularities.${value}`) }))}
          />
        </Form.Item>
      </AdminFilters>

      <p className={styles.note}>
        {t('reports.window', {
          from: formatDate(`${report.from}T12:00:00+07:00`, language),
          to: formatDate(`${report.to}T12:00:00+07:00`, language),
        })}
      </p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('reports.orders')}</dt>
          <dd>{count(report.totals.orders)}</dd>
        </div>
        <div>
          <dt>{t('reports.revenue')}</dt>
          <dd>{formatCurrency(report.totals.revenue_vnd)}</dd>
        </div>
        <div>
          <dt>{t('reports.refunded')}</dt>
          <dd>{formatCurrency(report.totals.refunded_vnd)}</dd>
        </div>
      </dl>

      {empty ? (
        <p className={styles.empty}>{t('reports.empty')}</p>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="report-over-time">
            <h2 id="report-over-time" className={styles.heading}>
              {t('reports.overTime')}
            </h2>
            <div aria-hidden="true" className={styles.chart}>
              <SalesSeriesChart
                points={report.series.map((period) => ({
                  period: label(period.period_start),
                  revenue: period.revenue_vnd,
                  orders: period.orders,
                }))}
                labels={{ revenue: t('reports.revenue'), orders: t('reports.orders') }}
              />
            </div>
            {/* A period a row: too long to show beside the chart, there for screen readers. */}
            <table className="visually-hidden">
              <caption>{t('reports.overTime')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.period')}</th>
                  <th scope="col">{t('reports.orders')}</th>
                  <th scope="col">{t('reports.revenue')}</th>
                  <th scope="col">{t('reports.refunded')}</th>
                </tr>
              </thead>
              <tbody>
                {report.series.map((period: SalesPeriod) => (
                  <tr key={period.period_start}>
                    <th scope="row">{label(period.period_start)}</th>
                    <td>{count(period.orders)}</td>
                    <td>{formatCurrency(period.revenue_vnd)}</td>
                    <td>{formatCurrency(period.refunded_vnd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <div className={styles.columns}>
            <section className={styles.section} aria-labelledby="report-by-type">
              <h2 id="report-by-type" className={styles.heading}>
                {t('reports.byType')}
              </h2>
              <div aria-hidden="true" className={styles.chart}>
                <ProductTypeChart
                  bars={report.by_product_type.map((type) => ({
                    type: typeName(type.product_type),
                    revenue: type.revenue_vnd,
                  }))}
                  revenueLabel={t('reports.revenue')}
                />
              </div>
              <Table
                size="small"
                rowKey="product_type"
                pagination={false}
                dataSource={report.by_product_type}
                columns={[
                  {
                    key: 'type',
                    title: t('reports.productType'),
                    render: (_, type) => typeName(type.product_type),
                  },
                  { key: 'orders', title: t('reports.orders'), render: (_, type) => count(type.orders) },
                  {
                    key: 'revenue',
                    title: t('reports.revenue'),
                    render: (_, type) => formatCurrency(type.revenue_vnd),
                  },
                ]}
              />
            </section>

            <section className={styles.section} aria-labelledby="report-top-products">
              <h2 id="report-top-products" className={styles.heading}>
                {t('reports.topProducts')}
              </h2>
              <Table<TopProduct>
                size="small"
                rowKey={(product) => `${product.product_type}:${product.product_id}`}
                pagination={false}
                dataSource={report.top_products}
                columns={[
                  { key: 'rank', title: '#', render: (_, _product, index) => index + 1, width: 48 },
                  {
                    key: 'product',
                    title: t('reports.product'),
                    render: (_, product) => (
                      <span className={tableStyles.titleCell}>
                        {product.title[language]}
                        <span className={tableStyles.muted}>{typeName(product.product_type)}</span>
                      </span>
                    ),
                  },
                  { key: 'units', title: t('reports.units'), render: (_, product) => count(product.units) },
                  {
                    key: 'revenue',
                    title: t('reports.revenue'),
                    render: (_, product) => formatCurrency(product.revenue_vnd),
                  },
                ]}
              />
            </section>
          </div>
        </>
      )}
    </AdminShell>
  );
}
