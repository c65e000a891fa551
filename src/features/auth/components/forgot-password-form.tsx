import { Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import { ROUTES } from '@/lib/routes';
import { registerSchema } from '@/schemas/auth';
import { forgetPassword } from '../auth-api';
import { useZodRule } from '@/hooks/use-zod-rule';
import { AuthCard, authCardStyles as styles } from './auth-card';
import { FormAlert, useErrorText } from '@/components/form-alert';
import { SiteForm } from '@/components/site-form';
import { SubmitButton } from '@/components/submit-button';

/**
 * Asks for a reset link. The reply is the same whether the account exists or not (the
 * server's rule), so the page always says the same thing: no one can probe for accounts.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const rule = useZodRule();
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const backToSignIn = <Link href={ROUTES.signIn}>{t('forgot.backToSignIn')}</Link>;

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.sentTitle')} footer={backToSignIn}>
        <p className={styles.text} role="status">
          {t('forgot.sent', { email: sentTo })}
        </p>
      </AuthCard>
    );
  }

  const onFinish = async (values: { email: string }) => {
    const email = values.email.trim();
    setSubmitting(true);
    setError(null);
    const failure = await forgetPassword(email);
    setSubmitting(false);
    if (failure === null) setSentTo(email);
    else setError(errorText(failure));
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backToSignIn}>
      <FormAlert message={error} />
      <SiteForm name="forgot-password" onFinish={onFinish}>
        <Form.Item label={t('fields.email')} name="email" rules={[rule(registerSchema, 'email')]}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <SubmitButton type="primary" block size="large" loading={submitting}>
          {t('forgot.submit')}
        </SubmitButton>
      </SiteForm>
    </AuthCard>
  );
}
