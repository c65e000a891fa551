import { Column, DualAxes, type ColumnConfig, type DualAxesConfig } from '@ant-design/plots';
import { formatCurrency } from '@/lib/format/currency';

/**
 * The sales report's charts (@ant-design/plots, on a canvas). Only the reports page loads
 * this module, and only in the browser (next/dynamic, see sales-report-view.tsx): the
 * charting library stays out of every other page's scripts. The charts are pictures of the
 * tables beside them, which say the same to a screen reader.
 */

export interface SeriesPoint {
  period: string;
  revenue: number;
  orders: number;
}

export interface SeriesChartProps {
  points: SeriesPoint[];
  labels: { revenue: string; orders: string };
}

const CHART_HEIGHT = 320;
const REVENUE_COLOUR = '#1f5eff';
const ORDERS_COLOUR = '#e8590c';

/** Millions of dong on the axis: the exact amounts are in the tooltips and the tables. */
const millions = (vnd: number) => `${Math.round(vnd / 100_000) / 10}M`;

/** Revenue as columns, orders as a line on an axis of their own, per period. */
export function SalesSeriesChart({ points, labels }: SeriesChartProps) {
  const config: DualAxesConfig = {
    height: CHART_HEIGHT,
    autoFit: true,
    xField: 'period',
    data: points,
    // A year of days is 366 labels: those that would overlap are left out.
    axis: { x: { labelAutoHide: true } },
    children: [
      {
        type: 'interval',
        yField: 'revenue',
        style: { fill: REVENUE_COLOUR, maxWidth: 40 },
        axis: { y: { title: labels.revenue, labelFormatter: millions } },
        tooltip: { items: [{ channel: 'y', name: labels.revenue, valueFormatter: formatCurrency }] },
      },
      {
        type: 'line',
        yField: 'orders',
        style: { stroke: ORDERS_COLOUR, lineWidth: 2 },
        scale: { y: { independent: true } },
        axis: { y: { position: 'right', title: labels.orders, style: { titleFill: ORDERS_COLOUR } } },
        tooltip: { items: [{ channel: 'y', name: labels.orders }] },
      },
    ],
  };
  return <DualAxes {...config} />;
}

export interface TypeChartProps {
  bars: { type: string; revenue: number }[];
  revenueLabel: string;
}

/** Revenue per product type, as columns. */
export function ProductTypeChart({ bars, revenueLabel }: TypeChartProps) {
  const config: ColumnConfig = {
    height: CHART_HEIGHT,
    autoFit: true,
    data: bars,
    xField: 'type',
    yField: 'revenue',
    style: { fill: REVENUE_COLOUR, maxWidth: 80 },
    axis: { y: { title: revenueLabel, labelFormatter: millions } },
    tooltip: { items: [{ channel: 'y', name: revenueLabel, valueFormatter: formatCurrency }] },
  };
  return <Column {...config} />;
}
