import { Button, Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { saveProfile } from '../save-profile';
import type { User } from '@/lib/auth/user';
import { FormAlert, useErrorText } from '@/components/form-alert';
import { useZodRule } from '@/hooks/use-zod-rule';
import { formErrorsOf } from '@/lib/forms/api-form-errors';
import { profileUpdateSchema } from '@/schemas/auth';
import { useAppDispatch } from '@/store/hooks';
import styles from './profile-page.module.scss';
import { SiteForm } from '@/components/site-form';
import { SubmitButton } from '@/components/submit-button';

const FIELDS = ['name', 'phone', 'job_title', 'address'] as const;
type Field = (typeof FIELDS)[number];
type ProfileValues = Record<Field, string>;

interface ProfileFormProps {
  user: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
}

const AUTOCOMPLETE: Record<Field, string> = {
  name: 'name',
  phone: 'tel',
  job_title: 'organization-title',
  address: 'street-address',
};

export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ProfileValues>();
  const rule = useZodRule();
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const initialValues = Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as ProfileValues;

  const onFinish = async (values: ProfileValues) => {
    setSubmitting(true);
    setError(null);
    const input = Object.fromEntries(FIELDS.map((field) => [field, (values[field] ?? '').trim()]));
    const result = await dispatch(saveProfile(input));
    setSubmitting(false);
    if (result.ok && result.user) {
      onSaved(result.user);
      return;
    }
    if (!result.ok) {
      const { fields, message } = formErrorsOf(result.error, FIELDS);
      form.setFields(fields);
      setError(message === null ? null : errorText(result.error));
    }
  };

  return (
    <SiteForm
      form={form}
      name="profile"
      initialValues={initialValues}
      onFinish={onFinish}
      className={styles.formNarrow}
    >
      <FormAlert message={error} />
      {FIELDS.map((field) => (
        <Form.Item key={field} label={t(`fields.${field}`)} name={field} rules={[rule(profileUpdateSchema, field)]}>
          {field === 'address' ? (
            <Input.TextArea autoComplete={AUTOCOMPLETE[field]} autoSize={{ minRows: 2, maxRows: 4 }} />
          ) : (
            <Input autoComplete={AUTOCOMPLETE[field]} type={field === 'phone' ? 'tel' : 'text'} />
          )}
        </Form.Item>
      ))}
      <div className={styles.actions}>
        <SubmitButton type="primary" loading={submitting}>
          {t('details.save')}
        </SubmitButton>
        <Button onClick={onCancel} disabled={submitting}>
          {t('details.cancel')}
        </Button>
      </div>
    </SiteForm>
  );
}
