import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { adminSourceCodePath } from '../../admin-routes';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { useSlugFromTitle } from '../../hooks/use-slug-from-title';
import { UploadField } from '../../uploads/upload-field';
import { BilingualFields } from '../bilingual-fields';
import { PriceField } from '../price-field';

interface NewSourceCodeValues {
  slug: string;
  title: { en: string; vi: string };
  price_vnd: number;
  first_version: { upload_id: string; version: string };
}

const FIELDS = [
  'slug',
  'title.en',
  'title.vi',
  'price_vnd',
  'first_version.upload_id',
  'first_version.version',
] as const;

/**
 * The "New product" dialog: what a draft needs (titles, address, price, and the archive
 * buyers will download as its first version); the rest is filled in on the product's page.
 */
export function NewSourceCodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const router = useRouter();
  const [form] = Form.useForm<NewSourceCodeValues>();
  const slugFromTitle = useSlugFromTitle(form);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [archiveName, setArchiveName] = useState<string | null>(null);

  const submit = async (values: NewSourceCodeValues) => {
    setSaving(true);
    setMessage(null);
    try {
      const product = await adminApi.createSourceCode({
        ...values,
        first_version: { ...values.first_version, version: values.first_version.version.trim() },
      });
      await router.push(adminSourceCodePath(product.id));
    } catch (error) {
      setMessage(showErrors(error, form, FIELDS));
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('sourceCodes.createTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {message && <FormAlert message={message} />}
      <Form<NewSourceCodeValues>
        name="new-source-code"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ price_vnd: 0, first_version: { version: '1.0.0' } }}
        onValuesChange={slugFromTitle.onValuesChange}
      >
        <BilingualFields name="title" label={t('sourceCodes.titleField')} max={200} required layout="flow" />
        <Form.Item name="slug" label={t('sourceCodes.slug')} rules={[rules.required, rules.slug]}>
          <Input onChange={slugFromTitle.onSlugTyped} />
        </Form.Item>
        <PriceField label={t('sourceCodes.price')} help={t('sourceCodes.priceHelp')} />
        <Form.Item
          name={['first_version', 'upload_id']}
          label={t('sourceCodes.archive')}
          rules={[{ required: true, message: t('sourceCodes.archiveRequired') }]}
          extra={archiveName ? t('sourceCodes.archiveReady', { name: archiveName }) : t('sourceCodes.firstArchiveHelp')}
        >
          <UploadField
            kind="archive"
            label={t('sourceCodes.uploadFirstArchive')}
            onUploaded={(upload) => {
              form.setFieldValue(['first_version', 'upload_id'], upload.id);
              void form.validateFields([['first_version', 'upload_id']]);
              setArchiveName(upload.original_name);
            }}
          />
        </Form.Item>
        <Form.Item
          name={['first_version', 'version']}
          label={t('sourceCodes.versionNumber')}
          rules={[rules.required, rules.max(32)]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
