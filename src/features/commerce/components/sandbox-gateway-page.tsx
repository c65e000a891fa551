import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatCurrency } from '@/lib/format/currency';
import type { SandboxDecision } from '../commerce-api';
import { commerceApi } from '../lazy-commerce-api';
import styles from './commerce.module.scss';

export interface SandboxGatewayPageProps {
  /** The verified request; null when its signature does not match. */
  request: { amountVnd: number; orderInfo: string; txnRef: string; expiresAt: string | null } | null;
  /** The signed vnp_* parameters, handed back with the decision. */
  params: Record<string, string>;
  merchant: string;
}

/**
 * /payment/sandbox: the built-in stand-in for VNPay's payment page (embedded default and
 * tests). The buyer approves or cancels; the server then notifies the IPN and returns the
 * buyer to the shop exactly as VNPay would.
 */
export function SandboxGatewayPage({ request, params, merchant }: SandboxGatewayPageProps) {
  const { t } = useTranslation('commerce');
  const { t: tc } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  // The buttons work through the script: until it runs, a click would do nothing, silently.
  const hydrated = useHydrated();
  const busy = !hydrated || state === 'working';
  const time = useDateTimeFormat({ timeStyle: 'short' });

  const decide = async (decision: SandboxDecision) => {
    setState('working');
    try {
      const { redirect_url } = await (await commerceApi()).sandboxDecision(params, decision);
      window.location.assign(redirect_url);
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Head>
        <title>{`${t('sandbox.metaTitle')} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.page}>
        <section className={styles.sandbox} aria-labelledby="sandbox-title">
          <h1 id="sandbox-title">{t('sandbox.title')}</h1>
          <p className={styles.muted}>{t('sandbox.note')}</p>
          {request === null ? (
            <div role="alert" className={styles.alert}>
              <strong>{t('sandbox.invalid')}</strong>
              <p>{t('sandbox.invalidText')}</p>
            </div>
          ) : (
            <>
              <dl className={styles.facts}>
                <dt>{t('sandbox.merchant')}</dt>
                <dd>{merchant}</dd>
                <dt>{t('sandbox.orderInfo')}</dt>
                <dd>{request.orderInfo}</dd>
                <dt>{t('sandbox.amount')}</dt>
                <dd className={styles.price}>{formatCurrency(request.amountVnd)}</dd>
              </dl>
              {request.expiresAt && (
                <p className={styles.muted}>{t('sandbox.expires', { time: time(request.expiresAt) })}</p>
              )}
              <div className={styles.actions}>
                <button type="button" className={styles.primary} disabled={busy} onClick={() => void decide('approve')}>
                  {t('sandbox.approve')}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  onClick={() => void decide('cancel')}
                >
                  {t('sandbox.cancel')}
                </button>
              </div>
              <p className={styles.muted}>
                {t('sandbox.lostNoticeText')}{' '}
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={busy}
                  onClick={() => void decide('approve_without_notice')}
                >
                  {t('sandbox.approveWithoutNotice')}
                </button>
              </p>
              {state === 'working' && <p role="status">{t('sandbox.working')}</p>}
              {state === 'failed' && (
                <p role="alert" className={styles.alert}>
                  {t('sandbox.failed')}
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
