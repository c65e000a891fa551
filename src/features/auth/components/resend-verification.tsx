import { Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { registerSchema } from '@/schemas/auth';
import { requestVerifyMail } from '../auth-api';
import { useZodRule } from '@/hooks/use-zod-rule';
import { FormAlert } from '@/components/form-alert';
import { SiteForm } from '@/components/site-form';
import { SubmitButton } from '@/components/submit-button';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** "Send the verification mail again", after sign-up or a failed verification. */
export function ResendVerification({ email }: { email?: string }) {
  const { t } = useTranslation('auth');
  const rule = useZodRule();
  const [status, setStatus] = useState<Status>('idle');
  const [sentTo, setSentTo] = useState('');

  const onFinish = async (values: { email: string }) => {
    const address = values.email.trim();
    setStatus('sending');
    setSentTo(address);
    setStatus((await requestVerifyMail(address)) ? 'sent' : 'failed');
  };

  return (
    <SiteForm name="resend-verification" initialValues={{ email: email ?? '' }} onFinish={onFinish}>
      <FormAlert type="success" message={status === 'sent' ? t('resend.sent', { email: sentTo }) : null} />
      <FormAlert message={status === 'failed' ? t('resend.failed') : null} />
      <Form.Item label={t('fields.email')} name="email" rules={[rule(registerSchema, 'email')]} hidden={Boolean(email)}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <SubmitButton block loading={status === 'sending'}>
        {t('resend.submit')}
      </SubmitButton>
    </SiteForm>
  );
}
