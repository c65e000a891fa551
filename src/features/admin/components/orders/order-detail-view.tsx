import { Alert, Button, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import type { AdminOrder, AdminOrderLine, GatewayCheck } from '@/lib/admin/admin-order-types';
import { formatCurrency } from '@/lib/format/currency';
import { toLocale } from '@/lib/locales';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminApi } from '../../admin-api';
import { ADMIN_ROUTES } from '../../admin-routes';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { AdminShell } from '../admin-shell';
import { DetailSection } from '../detail-section';
import tableStyles from '../admin-table.module.scss';
import tags from '../tags.module.scss';
import { ManualGrantModal } from './manual-grant-modal';
import { OrderStatusTag } from './order-status-tag';
import styles from './orders.module.scss';
import { PaymentEvents } from './payment-events';
import { RefundModal } from './refund-modal';
import { RevealStockModal } from './reveal-stock-modal';

export interface OrderDetailViewProps {
  order: AdminOrder;
}

type Payment = AdminOrder['payments'][number];
type Refund = AdminOrder['refunds'][number];

/** How the last action went, said in the page's status line. */
interface Notice {
  type: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/** What each verdict of "Check with the gateway" looks like. */
const VERDICT_TYPES: Record<GatewayCheck['verdict'], Notice['type']> = {
  paid: 'success',
  not_paid: 'info',
  unreachable: 'warning',
  nothing_to_check: 'info',
};

const GRANT_CLASSES = { granted: tags.positive, revoked: tags.warning, not_granted: undefined } as const;

/**
 * /admin/orders/[id]: one order whole (its buyer, lines, payment attempts, what the gateway
 * sent and its refunds) and what can be done with it now: ask the gateway, refund, send the
 * receipt again, or grant it by hand. Every action answers the whole order, which replaces
 * what the page shows.
 */
export function OrderDetailView({ order: initial }: OrderDetailViewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const showErrors = useAdminFormErrors();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  // The order as the last action left it, until the server renders the page again (another
  // order, or this one reloaded: a new `initial`).
  const [shown, setShown] = useState({ from: initial, order: initial });
  const order = shown.from === initial ? shown.order : initial;
  const setOrder = (next: AdminOrder) => setShown({ from: initial, order: next });
  const [running, setRunning] = useState<'check' | 'resend' | null>(null);
  const [dialog, setDialog] = useState<'refund' | 'grant' | 'reveal' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const none = t('orders.none');
  const timeOf = (iso: string | null) => (iso ? formatTime(iso) : none);
  const orNone = (value: string | null) => value ?? none;

  const run = async (action: 'check' | 'resend', work: () => Promise<Notice>) => {
    setRunning(action);
    setNotice(null);
    try {
      setNotice(await work());
    } catch (error) {
      setNotice({ type: 'error', text: showErrors(error, null, []) ?? t('common.requestFailed') });
    } finally {
      setRunning(null);
    }
  };

  const check = () =>
    run('check', async () => {
      const reply = await adminApi.checkOrder(order.id);
      setOrder(reply.order);
      return { type: VERDICT_TYPES[reply.verdict], text: t(`orders.verdict.${reply.verdict}`) };
    });

  const resend = () =>
    run('resend', async () => {
      await adminApi.resendReceipt(order.id);
      return { type: 'success', text: t('orders.receiptSent', { email: order.buyer.email }) };
    });

  const busy = running !== null;
  const actions =
    order.actions.check ||
    order.actions.refund ||
    order.actions.resend ||
    order.actions.grant ||
    order.actions.reveal ? (
      <>
        {order.actions.check && (
          <Button type="primary" loading={running === 'check'} disabled={busy && running !== 'check'} onClick={check}>
            {t('orders.actions.check')}
          </Button>
        )}
        {order.actions.resend && (
          <Button loading={running === 'resend'} disabled={busy && running !== 'resend'} onClick={resend}>
            {t('orders.actions.resend')}
          </Button>
        )}
        {order.actions.reveal && (
          <Button disabled={busy} onClick={() => setDialog('reveal')}>
            {t('orders.actions.reveal')}
          </Button>
        )}
        {order.actions.grant && (
          <Button disabled={busy} onClick={() => setDialog('grant')}>
            {t('orders.actions.grant')}
          </Button>
        )}
        {order.actions.refund && (
          <Button danger disabled={busy} onClick={() => setDialog('refund')}>
            {t('orders.actions.refund')}
          </Button>
        )}
      </>
    ) : undefined;

  const title = t('orders.orderTitle', { code: order.code });

  return (
    <AdminShell
      title={title}
      crumbs={[{ label: t('orders.title'), href: ADMIN_ROUTES.orders }, { label: order.code }]}
      actions={actions}
    >
      <Link href={ADMIN_ROUTES.orders} className={styles.back}>
        {t('orders.backToList')}
      </Link>
      <div role="status" aria-live="polite" className={styles.notice}>
        {notice && (
          <Alert type={notice.type} showIcon title={notice.text} role={notice.type === 'error' ? 'alert' : 'status'} />
        )}
      </div>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'status',
            label: t('orders.statusLabel'),
            children: <OrderStatusTag status={order.status} refundedVnd={order.refunded_vnd} />,
          },
          { key: 'total', label: t('orders.total'), children: formatCurrency(order.total_vnd) },
          { key: 'refunded', label: t('orders.refunded'), children: formatCurrency(order.refunded_vnd) },
          { key: 'refundable', label: t('orders.refundable'), children: formatCurrency(order.refundable_vnd) },
          { key: 'placed', label: t('orders.placed'), children: timeOf(order.created_at) },
          { key: 'paid', label: t('orders.paidAt'), children: timeOf(order.paid_at) },
          { key: 'expires', label: t('orders.expires'), children: timeOf(order.expires_at) },
          { key: 'closed', label: t('orders.closed'), children: timeOf(order.closed_at) },
          { key: 'locale', label: t('orders.locale'), children: t(`orders.locales.${order.locale}`) },
        ]}
      />

      <DetailSection title={t('orders.buyer')}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: t('orders.buyerName'), children: order.buyer.name },
            { key: 'email', label: t('orders.buyerEmail'), children: order.buyer.email },
          ]}
        />
      </DetailSection>

      <DetailSection title={t('orders.lines.title')} wide>
        <Table<AdminOrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={[
            {
              key: 'title',
              title: t('orders.lines.product'),
              render: (_, line) => (
                <span className={tableStyles.titleCell}>
                  {line.title[language]}
                  <span className={tableStyles.muted}>/{line.slug}</span>
                </span>
              ),
            },
            {
              key: 'variant',
              title: t('orders.lines.variant'),
              render: (_, line) => line.variant_label?.[language] ?? none,
            },
            {
              key: 'type',
              title: t('orders.productType'),
              render: (_, line) => t(`orders.productTypes.${line.product_type}`),
            },
            { key: 'price', title: t('orders.lines.price'), render: (_, line) => formatCurrency(line.price_vnd) },
            {
              key: 'duplicate',
              title: t('orders.lines.duplicate'),
              render: (_, line) =>
                line.duplicate ? <Tag className={tags.warning}>{t('orders.lines.duplicateTag')}</Tag> : none,
            },
            {
              key: 'grant',
              title: t('orders.lines.grant'),
              render: (_, line) => (
                <>
                  <Tag className={GRANT_CLASSES[line.grant.state]}>{t(`orders.grantState.${line.grant.state}`)}</Tag>
                  {line.grant.kind === 'stock' && (
                    <span className={tableStyles.muted}>{t('orders.lines.items', { count: line.grant.count })}</span>
                  )}
                </>
              ),
            },
          ]}
        />
      </DetailSection>

      {order.revealed && (
        <p className={styles.muted}>
          {t('orders.revealedBy', { by: order.revealed.by, at: timeOf(order.revealed.at) })}
        </p>
      )}

      <DetailSection title={t('orders.payments.title')} wide>
        <Table<Payment>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.payments}
          locale={{ emptyText: <span className={styles.muted}>{t('orders.payments.empty')}</span> }}
          columns={[
            {
              key: 'gateway',
              title: t('orders.gateway'),
              render: (_, payment) => t(`orders.gateways.${payment.gateway}`),
            },
            { key: 'txn', title: t('orders.payments.txnRef'), render: (_, payment) => payment.txn_ref },
            {
              key: 'amount',
              title: t('orders.payments.amount'),
              render: (_, payment) => formatCurrency(payment.amount_vnd),
            },
            {
              key: 'status',
              title: t('orders.statusLabel'),
              render: (_, payment) => t(`orders.paymentStatus.${payment.status}`),
            },
            {
              key: 'response',
              title: t('orders.payments.responseCode'),
              render: (_, payment) => orNone(payment.response_code),
            },
            {
              key: 'transaction',
              title: t('orders.payments.transactionNo'),
              render: (_, payment) => orNone(payment.transaction_no),
            },
            { key: 'bank', title: t('orders.payments.bank'), render: (_, payment) => orNone(payment.bank_code) },
            { key: 'note', title: t('orders.payments.note'), render: (_, payment) => orNone(payment.note) },
            { key: 'created', title: t('orders.payments.created'), render: (_, payment) => timeOf(payment.created_at) },
            {
              key: 'confirmed',
              title: t('orders.payments.confirmed'),
              render: (_, payment) => timeOf(payment.confirmed_at),
            },
            { key: 'checked', title: t('orders.payments.checked'), render: (_, payment) => timeOf(payment.checked_at) },
          ]}
        />
      </DetailSection>

      <DetailSection title={t('orders.events.title')}>
        <PaymentEvents events={order.events} />
      </DetailSection>

      <DetailSection title={t('orders.refunds.title')} wide>
        <Table<Refund>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.refunds}
          locale={{ emptyText: <span className={styles.muted}>{t('orders.refunds.empty')}</span> }}
          columns={[
            {
              key: 'kind',
              title: t('orders.refunds.kind'),
              render: (_, refund) => t(`orders.refundKind.${refund.kind}`),
            },
            {
              key: 'amount',
              title: t('orders.payments.amount'),
              render: (_, refund) => formatCurrency(refund.amount_vnd),
            },
            { key: 'reason', title: t('orders.refunds.reason'), render: (_, refund) => refund.reason },
            {
              key: 'status',
              title: t('orders.statusLabel'),
              render: (_, refund) => t(`orders.refundStatus.${refund.status}`),
            },
            {
              key: 'response',
              title: t('orders.payments.responseCode'),
              render: (_, refund) => orNone(refund.response_code),
            },
            {
              key: 'by',
              title: t('orders.refunds.by'),
              render: (_, refund) => refund.by ?? t('orders.refunds.system'),
            },
            { key: 'created', title: t('orders.payments.created'), render: (_, refund) => timeOf(refund.created_at) },
            { key: 'settled', title: t('orders.refunds.settled'), render: (_, refund) => timeOf(refund.settled_at) },
          ]}
        />
      </DetailSection>

      <RefundModal
        open={dialog === 'refund'}
        order={order}
        onClose={() => setDialog(null)}
        onRefunded={(next, amountVnd) => {
          setOrder(next);
          setDialog(null);
          setNotice({ type: 'success', text: t('orders.refund.done', { amount: formatCurrency(amountVnd) }) });
        }}
      />
      <RevealStockModal
        open={dialog === 'reveal'}
        order={order}
        onClose={() => setDialog(null)}
        onRevealed={() => setOrder({ ...order, actions: { ...order.actions, reveal: false } })}
      />
      <ManualGrantModal
        open={dialog === 'grant'}
        order={order}
        onClose={() => setDialog(null)}
        onGranted={(next) => {
          setOrder(next);
          setDialog(null);
          setNotice({ type: 'success', text: t('orders.grant.done') });
        }}
      />
    </AdminShell>
  );
}
