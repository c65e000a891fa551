import { Form, InputNumber } from 'antd';
import { useAdminRules } from '../hooks/use-admin-rules';

/** A record's `price_vnd` in the caller's antd Form: whole VND, 0 for free. */
export function PriceField({ label, help }: { label: string; help: string }) {
  const rules = useAdminRules();
  return (
    <Form.Item name="price_vnd" label={label} extra={help} rules={[rules.price]}>
      <InputNumber min={0} step={1000} style={{ width: '100%' }} />
    </Form.Item>
  );
}
