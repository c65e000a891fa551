import { Spin } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { ROUTES, safeRedirectPath } from '@/lib/routes';
import { useAppDispatch } from '@/store/hooks';
import { signInWithGoogle } from '../sign-in-thunk';
import { AuthCard, authCardStyles as styles } from './auth-card';
import { useErrorText } from '@/components/form-alert';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The provider's return (`?code&state`, or `?error` when the visitor declined): exchanges
 * the code for a session, then goes to the page the sign-in started from. Google returns
 * to this page in the language the sign-in started in, so that page stays in it too.
 */
export function GoogleLogin() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  // A code can be exchanged once: the development double effect must not send it twice.
  const started = useRef(false);

  const code = first(router.query.code);
  const state = first(router.query.state);
  const incomplete = router.isReady && (!code || !state);

  useEffect(() => {
    if (!router.isReady || !code || !state || started.current) return;
    started.current = true;
    void dispatch(signInWithGoogle(code, state)).then((result) => {
      if (result.ok) void router.replace(safeRedirectPath(result.redirectUrl) ?? ROUTES.home);
      // The server's LOGIN_FAILED details (English) are Google's own failures here, not a
      // wrong password, which common:errors.LOGIN_FAILED would say.
      else setFailure(result.error.error_code === 'LOGIN_FAILED' ? t('google.failed') : errorText(result.error));
    });
  }, [router, code, state, dispatch, errorText, t]);

  const message = incomplete ? t('google.missing') : failure;
  if (message) {
    return (
      <AuthCard title={t('google.failedTitle')}>
        <p className={styles.text} role="alert">
          {message}
        </p>
        <Link href={ROUTES.signIn}>{t('google.backToSignIn')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('google.title')}>
      <div className={styles.text} role="status" aria-busy="true">
        <Spin size="small" /> {t('google.working')}
      </div>
    </AuthCard>
  );
}
