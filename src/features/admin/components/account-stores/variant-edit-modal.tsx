import { Form, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminAccountVariant, AdminAccountVariantUpdate } from '@/lib/admin/admin-stock-types';
import { toLocale } from '@/lib/locales';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';

interface VariantValues {
  price_vnd: number;
  compare_at_price_vnd: number | null;
  is_active: boolean;
  low_stock_threshold: number | null;
}

const FIELDS = ['price_vnd', 'compare_at_price_vnd', 'is_active', 'low_stock_threshold'] as const;

interface VariantEditModalProps {
  variant: AdminAccountVariant | null;
  onClose: () => void;
  onSaved: (saved: AdminAccountVariantUpdate) => void;
}

/**
 * A variant's price, "was" price, whether it is on sale, and the stock level at which the
 * dashboard flags it and the team gets one mail. Empty fields mean none.
 */
export function VariantEditModal({ variant, onClose, onSaved }: VariantEditModalProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<VariantValues>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: VariantValues) => {
    if (!variant) return;
    setSending(true);
    setFailure(null);
    try {
      onSaved(
        await adminApi.updateVariant(variant.id, {
          price_vnd: values.price_vnd,
          compare_at_price_vnd: values.compare_at_price_vnd ?? null,
          is_active: values.is_active,
          low_stock_threshold: values.low_stock_threshold ?? null,
        }),
      );
    } catch (error) {
      setFailure(showErrors(error, form, FIELDS));
    } finally {
      setSending(false);
    }
  };
  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={variant !== null}
      title={variant ? t('accountStores.editVariant.title', { variant: variant.label[language] }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <FormAlert message={failure} />
      {variant && (
        <Form<VariantValues>
          name="variant-edit"
          form={form}
          layout="vertical"
          initialValues={{
            price_vnd: variant.price_vnd,
            compare_at_price_vnd: variant.compare_at_price_vnd,
            is_active: variant.is_active,
            low_stock_threshold: variant.low_stock_threshold,
          }}
          onFinish={submit}
        >
          <Form.Item
            name="price_vnd"
            label={t('accountStores.editVariant.price')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber<number> min={1} step={1000} precision={0} suffix="VND" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="compare_at_price_vnd"
            label={t('accountStores.editVariant.compareAt')}
            extra={t('accountStores.editVariant.compareAtHelp')}
          >
            <InputNumber<number> min={1} step={1000} precision={0} suffix="VND" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="is_active" label={t('accountStores.editVariant.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="low_stock_threshold"
            label={t('accountStores.editVariant.threshold')}
            extra={t('accountStores.editVariant.thresholdHelp')}
          >
            <InputNumber<number> min={0} max={100_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
