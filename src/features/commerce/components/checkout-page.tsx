import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import { toApiError } from '@/lib/api/api-error';
import type { OrderView } from '@/lib/commerce/order-types';
import { formatCurrency } from '@/lib/format/currency';
import { orderPath, ROUTES } from '@/lib/routes';
import { commerceApi } from '../lazy-commerce-api';
import { OrderLines } from './order-lines';
import styles from './commerce.module.scss';

export interface CheckoutPageProps {
  order: OrderView;
  /** The built-in sandbox gateway takes payments (no real money). */
  sandbox: boolean;
}

/** /payment/[orderId]: what is being bought, the total, and the button that goes to the gateway. */
export function CheckoutPage({ order, sandbox }: CheckoutPageProps) {
  const { t } = useTranslation('commerce');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<{ paying: boolean; error: string | null }>({ paying: false, error: null });
  const time = useDateTimeFormat({ timeStyle: 'short' });

  const pay = async () => {
    setState({ paying: true, error: null });
    try {
      const { payment_url } = await (await commerceApi()).startPayment(order.id);
      window.location.assign(payment_url);
    } catch (err) {
      setState({ paying: false, error: errorMessage(toApiError(err).error_code, t('checkout.payFailed')) });
    }
  };

  return (
    <>
      <Head>
        <title>{`${t('checkout.metaTitle')} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`${styles.page} ${styles.summary}`}>
        <h1>{t('checkout.title')}</h1>
        <p className={styles.muted}>{t('checkout.order', { code: order.code })}</p>
        <h2>{t('checkout.items')}</h2>
        <OrderLines order={order} />
        <p className={styles.total}>
          <span>{t('checkout.total')}</span>
          <span>{formatCurrency(order.total_vnd)}</span>
        </p>
        {order.can_pay ? (
          <>
            <p className={styles.muted}>{t('checkout.expires', { time: time(order.expires_at) })}</p>
            {sandbox && <p className={styles.muted}>{t('checkout.sandboxNote')}</p>}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                disabled={state.paying}
                aria-busy={state.paying}
                onClick={() => void pay()}
              >
                {state.paying ? t('checkout.paying') : t('checkout.pay', { amount: formatCurrency(order.total_vnd) })}
              </button>
            </div>
            {state.error && (
              <p role="alert" className={styles.alert}>
                {state.error}
              </p>
            )}
          </>
        ) : (
          <>
            <p role="status" className={order.status === 'paid' ? styles.success : styles.alert}>
              {order.status === 'paid' ? t('checkout.paid') : t('checkout.notPayable')}
            </p>
            <div className={styles.actions}>
              <Link className={styles.primary} href={orderPath(order.id)}>
                {t('checkout.viewOrder')}
              </Link>
              <Link className={styles.secondary} href={ROUTES.home}>
                {t('checkout.newOrder')}
              </Link>
            </div>
          </>
        )}
      </div>
    </>
  );
}
