import { Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { formErrorsOf } from '@/lib/forms/api-form-errors';
import { ROUTES } from '@/lib/routes';
import { loginSchema, type LoginInput } from '@/schemas/auth';
import { useAppDispatch, useIsSignedIn } from '@/store/hooks';
import { readSession } from '@/lib/auth/browser-session';
import { loggedOut } from '@/store/auth-slice';
import { signIn } from '../sign-in-thunk';
import { useRedirectParam, useRedirectTarget } from '../use-redirect-target';
import { useZodRule } from '@/hooks/use-zod-rule';
import { AuthCard, authCardStyles as styles } from './auth-card';
import { FormAlert, TRANSLATED_CODES, useErrorText } from '@/components/form-alert';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordInput } from '@/components/password-input';
import { SiteForm } from '@/components/site-form';
import { SubmitButton } from '@/components/submit-button';

const FIELDS = ['email', 'password'] as const;

const SIGN_IN_TRANSLATED_CODES: ReadonlySet<string> = new Set([...TRANSLATED_CODES, 'LOGIN_FAILED']);

export function SignInForm() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const isLoggedIn = useIsSignedIn();
  const [form] = Form.useForm<LoginInput>();
  const rule = useZodRule();
  // LOGIN_FAILED means wrong credentials here (not so on the Google return page).
  const errorText = useErrorText(SIGN_IN_TRANSLATED_CODES);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirectParam = useRedirectParam();
  const target = useRedirectTarget();

  // A signed-in visitor (restored from the cookies, or just signed in) goes on to the
  // target. The cookie is what counts: a session the server dropped has lost it (see
  // requirePageUser), and following stale state here would bounce between the two pages.
  useEffect(() => {
    if (!isLoggedIn || !router.isReady) return;
    if (readSession()) void router.replace(target);
    else dispatch(loggedOut());
  }, [isLoggedIn, router, target, dispatch]);

  const onFinish = async (values: LoginInput) => {
    setSubmitting(true);
    setError(null);
    const result = await dispatch(signIn({ email: values.email.trim(), password: values.password }));
    if (result.ok) return; // the effect above redirects
    const { fields, message } = formErrorsOf(result.error, FIELDS);
    form.setFields(fields);
    setError(message === null ? null : errorText(result.error));
    setSubmitting(false);
  };

  const withRedirect = (path: string) =>
    redirectParam ? { pathname: path, query: { redirectUrl: redirectParam } } : path;

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.noAccount')} <Link href={withRedirect(ROUTES.signUp)}>{t('signIn.signUpLink')}</Link>
        </>
      }
    >
      <FormAlert message={error} />
      <SiteForm form={form} name="sign-in" onFinish={onFinish}>
        <Form.Item label={t('fields.email')} name="email" rules={[rule(loginSchema, 'email')]}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label={t('fields.password')} name="password" rules={[rule(loginSchema, 'password')]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <div className={styles.row}>
          <Link href={ROUTES.forgotPassword}>{t('signIn.forgot')}</Link>
        </div>
        <SubmitButton type="primary" block size="large" loading={submitting}>
          {t('signIn.submit')}
        </SubmitButton>
      </SiteForm>
      <p className={styles.divider}>{t('signIn.or')}</p>
      <GoogleSignInButton redirectUrl={redirectParam} />
    </AuthCard>
  );
}
