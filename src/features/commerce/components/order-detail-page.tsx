import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import type { DeliveredField, OrderItemView, OrderView } from '@/lib/commerce/order-types';
import { formatCurrency } from '@/lib/format/currency';
import { accountPath, checkoutPath, coursePath, ROUTES, sourceCodePath } from '@/lib/routes';
import { OrderLines } from './order-lines';
import styles from './commerce.module.scss';
import { SourceDownload } from './source-download';

export interface OrderDetailPageProps {
  order: OrderView;
}

/** /profile/orders/[id]: the buyer's order — items, state, delivered codes, downloads. */
export function OrderDetailPage({ order }: OrderDetailPageProps) {
  const { t } = useTranslation('commerce');
  const { t: tc } = useTranslation('common');
  const date = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const paid = order.status === 'paid';
  const partlyRefunded = paid && order.refunded_vnd > 0;

  return (
    <>
      <Head>
        <title>{`${t('orders.metaTitle', { code: order.code })} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`${styles.page} ${styles.summary}`}>
        <nav className={styles.breadcrumb}>
          <Link href={ROUTES.profile}>{t('orders.back')}</Link>
        </nav>
        <h1>{t('orders.detailTitle', { code: order.code })}</h1>
        <p>
          <span className={styles.status} data-status={partlyRefunded ? 'partly-refunded' : order.status}>
            {partlyRefunded ? t('orders.partlyRefunded') : t(`orders.statuses.${order.status}`)}
          </span>{' '}
          <span className={styles.muted}>
            {paid && order.paid_at
              ? t('orders.paidAt', { date: date(order.paid_at) })
              : t('orders.placed', { date: date(order.created_at) })}
          </span>
        </p>
        <OrderLines order={order} extra={(item) => <ItemDelivery item={item} paid={paid} />} />
        <p className={styles.total}>
          <span>{t('checkout.total')}</span>
          <span>{formatCurrency(order.total_vnd)}</span>
        </p>
        {order.refunded_vnd > 0 && (
          <p className={styles.total}>
            <span>{t('orders.refunded')}</span>
            <span>−{formatCurrency(order.refunded_vnd)}</span>
          </p>
        )}
        {order.status === 'refunded' && <p className={styles.muted}>{t('orders.refundedText')}</p>}
        {order.can_pay && (
          <div className={styles.actions}>
            <Link className={styles.primary} href={checkoutPath(order.id)}>
              {t('orders.pay')}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

function ItemDelivery({ item, paid }: { item: OrderItemView; paid: boolean }) {
  const { t } = useTranslation('commerce');
  if (item.duplicate) return <p className={styles.muted}>{t('orders.duplicate')}</p>;
  if (!paid) return null;
  switch (item.product_type) {
    case 'COURSE':
      return <Link href={coursePath(item.slug)}>{t('orders.openCourse')}</Link>;
    case 'SOURCE':
      return (
        <div>
          {item.version && <p className={styles.muted}>{t('orders.boughtVersion', { version: item.version })}</p>}
          <Link href={sourceCodePath(item.slug)}>{t('orders.openProduct')}</Link>
          <SourceDownload productId={item.product_id} fileName={null} />
        </div>
      );
    case 'ACCOUNT_STORE':
      return (
        <>
          <Link href={accountPath(item.slug)}>{t('orders.openProduct')}</Link>
          <ul className={styles.codes} aria-label={t('orders.delivered')}>
            {item.delivered.map((fields, index) => (
              <li key={index}>
                {fields ? (
                  <dl>
                    {fields.map((field) => (
                      <DeliveredRow key={field.name} field={field} />
                    ))}
                  </dl>
                ) : (
                  <p className={styles.alert}>{t('orders.undecryptable')}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      );
  }
}

function DeliveredRow({ field }: { field: DeliveredField }) {
  const { t } = useTranslation('commerce');
  const [copied, setCopied] = useState(false);
  return (
    <>
      <dt>{t(`orders.fields.${field.name}`)}</dt>
      <dd>
        <code>{field.value}</code>
      </dd>
      <dd>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            void navigator.clipboard?.writeText(field.value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('orders.copied') : t('orders.copy')}
        </button>
      </dd>
    </>
  );
}
