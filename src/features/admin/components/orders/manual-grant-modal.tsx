import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminOrder } from '@/lib/admin/admin-order-types';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import styles from './orders.module.scss';
import { REASON_MAX, REASON_MIN } from './refund-modal';

interface GrantValues {
  reason: string;
}

const FIELDS = ['reason'] as const;

interface ManualGrantModalProps {
  open: boolean;
  order: Pick<AdminOrder, 'id' | 'code'>;
  onClose: () => void;
  /** The order as the grant left it: paid, with what it holds given to the buyer. */
  onGranted: (order: AdminOrder) => void;
}

/**
 * The "Grant manually" dialog: an order paid outside the gateway (a bank transfer) marked
 * paid by hand, which gives the buyer what it holds. The reason, how the money arrived, is
 * required: it is what the audit log keeps.
 */
export function ManualGrantModal({ open, order, onClose, onGranted }: ManualGrantModalProps) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<GrantValues>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: GrantValues) => {
    setSending(true);
    setFailure(null);
    try {
      onGranted(await adminApi.grantOrder(order.id, { reason: values.reason.trim() }));
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
      open={open}
      title={t('orders.grant.title', { code: order.code })}
      okText={t('orders.grant.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <FormAlert message={failure} />
      <p className={styles.help}>{t('orders.grant.help')}</p>
      <Form<GrantValues> name="order-grant" form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('orders.grant.reason')}
          rules={[
            rules.required,
            { min: REASON_MIN, message: t('orders.reasonTooShort', { min: REASON_MIN }) },
            rules.max(REASON_MAX),
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('orders.grant.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
