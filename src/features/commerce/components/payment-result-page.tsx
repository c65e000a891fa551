import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { PaymentResultView } from '@/lib/commerce/order-types';
import { formatCurrency } from '@/lib/format/currency';
import { orderPath, ROUTES } from '@/lib/routes';
import { commerceApi } from '../lazy-commerce-api';
import styles from './commerce.module.scss';

export interface PaymentResultPageProps {
  /** The verified result; null when the reply's signature did not check out. */
  result: PaymentResultView | null;
}

// While the gateway's notice has not arrived, look again every 3 s for a minute.
const RECHECK_MS = 3_000;
const MAX_RECHECKS = 20;
// Every sixth look (from the second, 6 s in) first asks the server to check with the
// gateway itself: the notice may be lost, not late. Four a minute, as the server allows.
const asksGateway = (recheck: number) => recheck % 6 === 1;

/**
 * /payment/result (the gateway's return URL): the order's state as the database has it —
 * the IPN's verdict, never the browser's claim — with the meaning of the gateway's code.
 */
export function PaymentResultPage({ result }: PaymentResultPageProps) {
  const { t } = useTranslation('commerce');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const [rechecks, setRechecks] = useState(0);
  const waiting = result?.status === 'pending' && result.response_code === '00';
  // After a minute the page stops looking by itself, and says so: it must not promise
  // updates that no longer come (a buyer left waiting may pay a second time).
  const stalled = waiting && rechecks >= MAX_RECHECKS;

  useEffect(() => {
    if (!waiting || rechecks >= MAX_RECHECKS) return;
    const orderId = result.order_id;
    const timer = setTimeout(() => {
      void (async () => {
        if (asksGateway(rechecks)) {
          // A failed check (signed out, rate-limited, offline) still leaves the look below.
          await commerceApi()
            .then((calls) => calls.checkPayment(orderId))
            .catch(() => undefined);
        }
        setRechecks((n) => n + 1);
        await router.replace(router.asPath, undefined, { scroll: false });
      })();
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [waiting, router, result, rechecks]);

  let title: string;
  let text: string;
  let tone: string | undefined;
  if (!result) {
    title = t('result.invalid');
    text = t('result.invalidText');
    tone = styles.alert;
  } else if (result.status === 'paid') {
    title = t('result.success');
    text = t('result.successText', { code: result.order_code });
    tone = styles.success;
  } else if (result.status === 'refunded') {
    title = t('result.refunded');
    text = t('result.refundedText', { code: result.order_code });
    tone = styles.muted;
  } else if (waiting) {
    title = t('result.confirming');
    text = stalled ? t('result.stalledText', { code: result.order_code }) : t('result.confirmingText');
    tone = styles.muted;
  } else if (result.status === 'cancelled' || result.response_code === '24') {
    title = t('result.cancelled');
    text = t('result.cancelledText', { code: result.order_code });
    tone = styles.alert;
  } else {
    title = t('result.failed');
    text = t('result.failedText', { code: result.order_code });
    tone = styles.alert;
  }

  return (
    <>
      <Head>
        <title>{`${t('result.metaTitle')} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`${styles.page} ${styles.summary}`}>
        <h1>{title}</h1>
        <p role="status" className={tone}>
          {text}
        </p>
        {result && (
          <dl className={styles.facts}>
            <dt>{t('result.amount')}</dt>
            <dd>{formatCurrency(result.amount_vnd)}</dd>
            <dt>{t('result.gatewayCode')}</dt>
            <dd>
              {result.response_code}: {t(`result.codes.${result.response_code}`)}
            </dd>
            {result.transaction_no && (
              <>
                <dt>{t('result.transaction')}</dt>
                <dd>{result.transaction_no}</dd>
              </>
            )}
          </dl>
        )}
        <div className={styles.actions}>
          {stalled && (
            <button type="button" className={styles.secondary} onClick={() => setRechecks(0)}>
              {t('result.checkAgain')}
            </button>
          )}
          {result && (
            <Link className={styles.primary} href={orderPath(result.order_id)}>
              {t('result.viewOrder')}
            </Link>
          )}
          <Link className={styles.secondary} href={ROUTES.home}>
            {t('result.continue')}
          </Link>
        </div>
      </div>
    </>
  );
}
