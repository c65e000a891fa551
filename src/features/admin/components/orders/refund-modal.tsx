import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminOrder } from '@/lib/admin/admin-order-types';
import { formatCurrency } from '@/lib/format/currency';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import styles from './orders.module.scss';

interface RefundValues {
  amount_vnd: number;
  reason: string;
}

const FIELDS = ['amount_vnd', 'reason'] as const;

/** The shortest and longest reason the server takes (src/schemas/admin-orders.ts). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

interface RefundModalProps {
  open: boolean;
  order: Pick<AdminOrder, 'id' | 'code' | 'refundable_vnd'>;
  onClose: () => void;
  /** The order as the refund left it. */
  onRefunded: (order: AdminOrder, amountVnd: number) => void;
}

/**
 * The "Refund" dialog: how much goes back through the gateway (all that is left by default)
 * and why. The whole amount is a full refund, which takes back what the order granted; less
 * is a partial one, which takes back nothing. The server's refusals show on their fields.
 */
export function RefundModal({ open, order, onClose, onRefunded }: RefundModalProps) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<RefundValues>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const max = order.refundable_vnd;

  const submit = async (values: RefundValues) => {
    setSending(true);
    setFailure(null);
    try {
      const body = { amount_vnd: values.amount_vnd, reason: values.reason.trim() };
      const next = await adminApi.refundOrder(order.id, body);
      onRefunded(next, body.amount_vnd);
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
      title={t('orders.refund.title', { code: order.code })}
      okText={t('orders.refund.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <FormAlert message={failure} />
      <p className={styles.help}>{t('orders.refund.help')}</p>
      <Form<RefundValues>
        name="order-refund"
        form={form}
        layout="vertical"
        initialValues={{ amount_vnd: max }}
        onFinish={submit}
      >
        <Form.Item
          name="amount_vnd"
          label={t('orders.refund.amount')}
          extra={t('orders.refund.amountHelp', { amount: formatCurrency(max) })}
          rules={[
            { required: true, message: t('validation.required') },
            {
              type: 'integer',
              min: 1,
              max,
              message: t('orders.refund.amountRange', { amount: formatCurrency(max) }),
            },
          ]}
        >
          <InputNumber<number> min={1} max={max} step={1000} precision={0} suffix="VND" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('orders.refund.reason')}
          rules={[
            rules.required,
            { min: REASON_MIN, message: t('orders.reasonTooShort', { min: REASON_MIN }) },
            rules.max(REASON_MAX),
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
