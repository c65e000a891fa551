import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { POST_LIMITS } from '@/lib/admin/post-editor';
import { adminApi } from '../../admin-api';
import { adminPostPath } from '../../admin-routes';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { WriteNoticeLine } from '../write-notice';

interface NewPostValues {
  language: 'en' | 'vi';
  title: string;
}

/** "New post": the language it is first written in and its title; the editor opens on the new draft. */
export function NewPostDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const router = useRouter();
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<NewPostValues>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function create(values: NewPostValues) {
    setSending(true);
    setFailure(null);
    try {
      const post = await adminApi.createPost(values);
      await router.push(adminPostPath(post.id));
    } catch (error) {
      setFailure(showErrors(error, form, ['language', 'title']));
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('posts.new')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewPostValues>
        form={form}
        layout="vertical"
        name="new-post"
        initialValues={{ language: i18n.language === 'vi' ? 'vi' : 'en', title: '' }}
        onFinish={create}
      >
        <Form.Item name="language" label={t('posts.firstLanguage')}>
          <Radio.Group
            options={[
              { value: 'en', label: t('common.english') },
              { value: 'vi', label: t('common.vietnamese') },
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label={t('posts.fields.title')} rules={[rules.required, rules.max(POST_LIMITS.title)]}>
          <Input autoFocus />
        </Form.Item>
      </Form>
      {failure && <WriteNoticeLine notice={{ type: 'error', text: failure }} />}
    </Modal>
  );
}
