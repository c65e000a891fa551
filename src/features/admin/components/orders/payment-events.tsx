import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminPaymentEvent } from '@/lib/admin/admin-order-types';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import tags from '../tags.module.scss';
import styles from './orders.module.scss';

/**
 * What the gateway sent about an order, oldest first: each IPN, return, QueryDR answer and
 * refund answer, whether its signature checked out, what the server made of it, and the
 * raw signed fields behind a disclosure (a native <details>: the keyboard opens it).
 */
export function PaymentEvents({ events }: { events: AdminPaymentEvent[] }) {
  const { t } = useTranslation('admin');
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' });
  if (events.length === 0) return <p className={styles.muted}>{t('orders.events.empty')}</p>;
  return (
    <ul className={styles.events}>
      {events.map((event) => (
        <li key={event.id} className={styles.event}>
          <div className={styles.eventHead}>
            <Tag>{t(`orders.events.kinds.${event.kind}`)}</Tag>
            <time dateTime={event.received_at}>{formatTime(event.received_at)}</time>
            {event.signature_valid ? (
              <Tag className={tags.positive}>{t('orders.events.signatureValid')}</Tag>
            ) : (
              <Tag className={styles.negative}>{t('orders.events.signatureInvalid')}</Tag>
            )}
            {event.txn_ref && <span className={styles.muted}>{t('orders.events.txnRef', { ref: event.txn_ref })}</span>}
          </div>
          <p>{t('orders.events.outcome', { outcome: event.outcome })}</p>
          <details className={styles.raw}>
            <summary>{t('orders.events.rawFields', { count: Object.keys(event.fields).length })}</summary>
            <pre>
              {Object.entries(event.fields)
                .map(([name, value]) => `${name}=${value}`)
                .join('\n')}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
