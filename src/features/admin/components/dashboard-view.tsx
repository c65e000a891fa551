import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminDashboard, PeriodCounts } from '@/lib/admin/admin-types';
import { formatCurrency } from '@/lib/format/currency';
import { toLocale } from '@/lib/locales';
import Link from 'next/link';
import { ADMIN_ROUTES } from '../admin-routes';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { AdminShell } from './admin-shell';
import styles from './dashboard-view.module.scss';

export interface DashboardViewProps {
  dashboard: AdminDashboard;
}

const PERIODS = [
  ['today', 'today'],
  ['last_7_days', 'last7'],
  ['last_30_days', 'last30'],
] as const;

/** /admin: the business at a glance. Figures come with the page (rendered on the server, per request). */
export function DashboardView({ dashboard }: DashboardViewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

  const periodCard = (title: string, counts: PeriodCounts, format: (value: number) => string = String) => (
    <Card title={title} className={styles.card}>
      <dl className={styles.periods}>
        {PERIODS.map(([field, label]) => (
          <div key={field}>
            <dt>{t(`dashboard.${label}`)}</dt>
            <dd>{format(counts[field])}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );

  return (
    <AdminShell title={t('dashboard.title')}>
      <p className={styles.asOf}>{t('dashboard.asOf', { time: formatTime(dashboard.generated_at) })}</p>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card className={styles.card}>
            <Statistic title={t('dashboard.learners')} value={dashboard.learners} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card className={styles.card}>
            <Statistic title={t('dashboard.openChats')} value={dashboard.open_chats} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card className={styles.card}>
            <Statistic title={t('dashboard.unreadContacts')} value={dashboard.unread_contacts} />
            {dashboard.unread_contacts > 0 && (
              <Link href={`${ADMIN_ROUTES.contacts}?status=new`}>{t('dashboard.openInbox')}</Link>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          {periodCard(t('dashboard.signUps'), dashboard.sign_ups)}
        </Col>
        <Col xs={24} lg={8}>
          {periodCard(t('dashboard.enrolments'), dashboard.enrolments)}
        </Col>
        <Col xs={24} lg={8}>
          {periodCard(t('dashboard.revenue'), dashboard.revenue_vnd, formatCurrency)}
        </Col>
        <Col xs={24}>
          <Card title={t('dashboard.lowStock')} className={styles.card}>
            {dashboard.low_stock.length === 0 ? (
              <p>{t('dashboard.lowStockNone')}</p>
            ) : (
              <ul className={styles.lowStock}>
                {dashboard.low_stock.map((row) => (
                  <li key={row.variant_id}>
                    <Link href={`${ADMIN_ROUTES.accountStores}?q=${encodeURIComponent(row.product.en)}`}>
                      {row.product[language]}
                    </Link>{' '}
                    <code>{row.combination_key}</code>{' '}
                    {t('dashboard.lowStockLeft', { available: row.available, threshold: row.threshold })}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
      </Row>
    </AdminShell>
  );
}
