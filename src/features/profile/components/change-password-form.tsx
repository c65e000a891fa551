import { Form } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { changePassword } from '../profile-api';
import { FormAlert, useErrorText } from '@/components/form-alert';
import { useConfirmRule } from '@/hooks/use-confirm-rule';
import { useZodRule } from '@/hooks/use-zod-rule';
import { formErrorsOf } from '@/lib/forms/api-form-errors';
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@/schemas/auth';
import styles from './profile-page.module.scss';
import { PasswordInput } from '@/components/password-input';
import { SiteForm } from '@/components/site-form';
import { SubmitButton } from '@/components/submit-button';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

const FIELDS = ['current_password', 'new_password'] as const;

/** Changes the password; the server signs out every other session (this one stays). */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const [form] = Form.useForm<PasswordValues>();
  const rule = useZodRule();
  const confirmRule = useConfirmRule('new_password');
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const onFinish = async ({ current_password, new_password }: PasswordValues) => {
    setSubmitting(true);
    setError(null);
    setChanged(false);
    try {
      await changePassword({ current_password, new_password });
      form.resetFields();
      setChanged(true);
    } catch (err) {
      const { fields, message, error: apiError } = formErrorsOf(err, FIELDS);
      form.setFields(fields);
      setError(message === null ? null : errorText(apiError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.sectionTitle}>
        {t('password.title')}
      </h2>
      <FormAlert type="success" message={changed ? t('password.changed') : null} />
      <FormAlert message={error} />
      <SiteForm form={form} name="change-password" onFinish={onFinish} className={styles.formNarrow}>
        <Form.Item
          label={t('password.current')}
          name="current_password"
          rules={[rule(changePasswordSchema, 'current_password')]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('password.new')}
          name="new_password"
          rules={[rule(changePasswordSchema, 'new_password')]}
          extra={ta('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('password.confirm')} name="confirm" dependencies={['new_password']} rules={[confirmRule]}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <SubmitButton type="primary" loading={submitting}>
          {t('password.submit')}
        </SubmitButton>
      </SiteForm>
    </section>
  );
}
