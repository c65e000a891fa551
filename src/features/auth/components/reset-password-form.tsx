import { Form } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { formErrorsOf } from '@/lib/forms/api-form-errors';
import { ROUTES } from '@/lib/routes';
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@/schemas/auth';
import { resetPassword } from '../auth-api';
import { useZodRule } from '@/hooks/use-zod-rule';
import { AuthCard, authCardStyles as styles } from './auth-card';
import { FormAlert, useErrorText } from '@/components/form-alert';
import { useConfirmRule } from '@/hooks/use-confirm-rule';
import { PasswordInput } from '@/components/password-input';
import { SiteForm } from '@/components/site-form';
import { SubmitButton } from '@/components/submit-button';

interface ResetValues {
  password: string;
  confirm: string;
}

type Outcome = 'done' | 'invalid' | 'expired';

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const { query, isReady } = useRouter();
  const token = typeof query.token === 'string' ? query.token : '';
  const [form] = Form.useForm<ResetValues>();
  const rule = useZodRule();
  const confirmRule = useConfirmRule('password');
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome === 'done') {
    return (
      <AuthCard title={t('reset.doneTitle')}>
        <p className={styles.text} role="status">
          {t('reset.done')}
        </p>
        <Link href={ROUTES.signIn}>{t('reset.signIn')}</Link>
      </AuthCard>
    );
  }

  // Without a token (once the query is known) or with one the server refused, the form is no use.
  if (outcome || (isReady && !token)) {
    const text =
      outcome === 'expired' ? t('reset.expired') : outcome === 'invalid' ? t('reset.invalid') : t('reset.missingToken');
    return (
      <AuthCard title={t('reset.invalidTitle')}>
        <p className={styles.text} role="alert">
          {text}
        </p>
        <Link href={ROUTES.forgotPassword}>{t('reset.requestNew')}</Link>
      </AuthCard>
    );
  }

  const onFinish = async ({ password }: ResetValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await resetPassword({ password, token });
      setOutcome('done');
    } catch (err) {
      const { fields, message, error: apiError } = formErrorsOf(err, ['password']);
      if (apiError.error_code === 'TOKEN_INVALID' || apiError.error_code === 'TOKEN_EXPIRED') {
        setOutcome(apiError.error_code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid');
        return;
      }
      form.setFields(fields);
      setError(message === null ? null : errorText(apiError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <FormAlert message={error} />
      <SiteForm form={form} name="reset-password" onFinish={onFinish}>
        <Form.Item
          label={t('fields.newPassword')}
          name="password"
          rules={[rule(resetPasswordSchema, 'password')]}
          extra={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('fields.confirmPassword')} name="confirm" dependencies={['password']} rules={[confirmRule]}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <SubmitButton type="primary" block size="large" loading={submitting} disabled={!isReady}>
          {t('reset.submit')}
        </SubmitButton>
      </SiteForm>
    </AuthCard>
  );
}
