import { Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import { formErrorsOf } from '@/lib/forms/api-form-errors';
import { ROUTES } from '@/lib/routes';
import { PASSWORD_MIN_LENGTH, registerSchema, type RegisterInput } from '@/schemas/auth';
import { useAppDispatch } from '@/store/hooks';
import { signUp } from '../account-thunks';
import { useRedirectParam } from '../use-redirect-target';
import { useZodRule } from '@/hooks/use-zod-rule';
import { AuthCard, authCardStyles as styles } from './auth-card';
import { FormAlert, useErrorText } from '@/components/form-alert';
import { ResendVerification } from './resend-verification';
import { PasswordInput } from '@/components/password-input';
import { SiteForm } from '@/components/site-form';
import { SubmitButton } from '@/components/submit-button';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<RegisterInput>();
  const rule = useZodRule();
  const errorText = useErrorText();
  const redirectParam = useRedirectParam();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const signInLink = (
    <Link href={redirectParam ? { pathname: ROUTES.signIn, query: { redirectUrl: redirectParam } } : ROUTES.signIn}>
      {t('signUp.signInLink')}
    </Link>
  );

  if (registeredEmail) {
    return (
      <AuthCard title={t('signUp.successTitle')} footer={signInLink}>
        <p className={styles.text} role="status">
          {t('signUp.successText', { email: registeredEmail })}
        </p>
        <p className={styles.text}>{t('signUp.resendPrompt')}</p>
        <ResendVerification email={registeredEmail} />
      </AuthCard>
    );
  }

  const onFinish = async (values: RegisterInput) => {
    const input = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    setSubmitting(true);
    setError(null);
    const result = await dispatch(signUp(input));
    setSubmitting(false);
    if (result.ok) {
      setRegisteredEmail(input.email);
      return;
    }
    // A taken email comes as REGISTER_FAILED without `fields`: it belongs on the email field.
    if (result.error.error_code === 'REGISTER_FAILED') {
      form.setFields([{ name: 'email', errors: [errorText(result.error)] }]);
      return;
    }
    const { fields, message } = formErrorsOf(result.error, FIELDS);
    form.setFields(fields);
    setError(message === null ? null : errorText(result.error));
  };

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <>
          {t('signUp.haveAccount')} {signInLink}
        </>
      }
    >
      <FormAlert message={error} />
      <SiteForm form={form} name="sign-up" onFinish={onFinish}>
        <Form.Item label={t('fields.name')} name="name" rules={[rule(registerSchema, 'name')]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('fields.email')} name="email" rules={[rule(registerSchema, 'email')]}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label={t('fields.password')}
          name="password"
          rules={[rule(registerSchema, 'password')]}
          extra={t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <SubmitButton type="primary" block size="large" loading={submitting}>
          {t('signUp.submit')}
        </SubmitButton>
      </SiteForm>
    </AuthCard>
  );
}
