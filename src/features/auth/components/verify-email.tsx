import { Button, Spin } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { ROUTES } from '@/lib/routes';
import { verifyEmail } from '../auth-api';
import { AuthCard, authCardStyles as styles } from './auth-card';
import { useErrorText } from '@/components/form-alert';
import { ResendVerification } from './resend-verification';

type State =
  { status: 'ready' } | { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

/**
 * Verifies the mailed token when its button is pressed, not on opening: mail scanners open
 * links, and some run the page's script, and a mailbox proven by a scanner would leave an
 * account made by someone else, with their password, verified. On failure offers a new link.
 */
export function VerifyEmail() {
  const { t } = useTranslation('auth');
  const { query, isReady } = useRouter();
  const hydrated = useHydrated();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ status: 'ready' });

  const token = typeof query.token === 'string' ? query.token : '';

  const verify = () => {
    setState({ status: 'verifying' });
    void verifyEmail(token).then((failure) =>
      setState(failure === null ? { status: 'verified' } : { status: 'failed', message: errorText(failure) }),
    );
  };

  const shown: State = isReady && !token ? { status: 'failed', message: t('verify.missingToken') } : state;

  if (shown.status === 'verified') {
    return (
      <AuthCard title={t('verify.verifiedTitle')}>
        <p className={styles.text} role="status">
          {t('verify.verified')}
        </p>
        <Link href={ROUTES.signIn}>{t('verify.signIn')}</Link>
      </AuthCard>
    );
  }

  if (shown.status === 'failed') {
    return (
      <AuthCard title={t('verify.failedTitle')} footer={<Link href={ROUTES.signIn}>{t('verify.signIn')}</Link>}>
        <p className={styles.text} role="alert">
          {shown.message}
        </p>
        <p className={styles.text}>{t('verify.resendIntro')}</p>
        <ResendVerification />
      </AuthCard>
    );
  }

  if (shown.status === 'ready') {
    return (
      <AuthCard title={t('verify.title')}>
        <p className={styles.text}>{t('verify.ask')}</p>
        <Button type="primary" block onClick={verify} disabled={!hydrated || !isReady}>
          {t('verify.action')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.title')}>
      <div className={styles.text} role="status" aria-busy="true">
        <Spin size="small" /> {t('verify.verifying')}
      </div>
    </AuthCard>
  );
}
