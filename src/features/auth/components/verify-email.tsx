import { Spin } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { ROUTES } from '@/lib/routes';
import { verifyEmail } from '../auth-api';
import { AuthCard, authCardStyles as styles } from './auth-card';
import { useErrorText } from './form-alert';
import { ResendVerification } from './resend-verification';

type State = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

/** Verifies the mailed token as soon as the page knows it; on failure offers a new link. */
export function VerifyEmail() {
  const { t } = useTranslation('auth');
  const { query, isReady } = useRouter();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ status: 'verifying' });
  // Tokens are single use: React's development double effect must not spend it twice.
  const started = useRef<string | null>(null);

  const token = typeof query.token === 'string' ? query.token : '';

  useEffect(() => {
    if (!isReady || !token || started.current === token) return;
    started.current = token;
    void verifyEmail(token).then((failure) =>
      setState(failure === null ? { status: 'verified' } : { status: 'failed', message: errorText(failure) }),
    );
  }, [isReady, token, errorText]);

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

  return (
    <AuthCard title={t('verify.title')}>
      <div className={styles.text} role="status" aria-busy="true">
        <Spin size="small" /> {t('verify.verifying')}
      </div>
    </AuthCard>
  );
}
