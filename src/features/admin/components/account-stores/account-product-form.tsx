import { Button, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminAccountProductDetail } from '@/lib/admin/admin-stock-types';
import { COMBINATION_SEPARATOR } from '@/lib/commerce/combination-key';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';
import { adminApi } from '../../admin-api';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { useSlugFromTitle } from '../../hooks/use-slug-from-title';
import { BilingualFields } from '../bilingual-fields';
import { ThumbnailField } from '../thumbnail-field';
import courseStyles from '../courses/course-editor.module.scss';
import { productBodyOf, productValuesOf, type ProductValues } from './account-product-values';
import { OptionsEditor } from './options-editor';
import { useProductFormErrors } from './use-product-form-errors';
import { VariantsTable } from './variants-table';

interface AccountProductFormProps {
  /** The saved product; null for a new one (saving creates it). */
  product: AdminAccountProductDetail | null;
  onSaved: (product: AdminAccountProductDetail) => void;
}

/**
 * An account-store product's fields in both languages, its options and a variant per
 * combination of their values, saved at once (POST for a new product, PATCH after).
 */
export function AccountProductForm({ product, onSaved }: AccountProductFormProps) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const [form] = Form.useForm<ProductValues>();
  const showErrors = useProductFormErrors(form);
  const slugFromTitle = useSlugFromTitle(form, { follow: product === null });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const initialValues = useMemo(() => productValuesOf(product), [product]);
  const saved = new Map(product?.variants.map((variant) => [variant.combination_key, variant]));
  const savedCodes = new Set(product?.options.flatMap((option) => option.values.map((value) => value.code)));
  const inUse = product?.variants.filter((variant) => !variant.removable) ?? [];
  const lockedCodes = new Set(inUse.flatMap((variant) => variant.combination_key.split(COMBINATION_SEPARATOR)));

  const submit = async () => {
    // The whole store, not onFinish's copy: that one rebuilds the options' lists as objects.
    const body = productBodyOf(form.getFieldsValue(true) as ProductValues);
    setSaving(true);
    setMessage(null);
    try {
      onSaved(
        product ? await adminApi.updateAccountProduct(product.id, body) : await adminApi.createAccountProduct(body),
      );
    } catch (error) {
      setMessage(showErrors(error, body));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProductValues>
      name="account-product"
      form={form}
      layout="vertical"
      className={courseStyles.form}
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={slugFromTitle.onValuesChange}
    >
      <FormAlert message={message} />
      <BilingualFields name="title" label={t('accountProduct.titleField')} max={200} required />
      <BilingualFields name="short_description" label={t('accountProduct.shortDescription')} max={500} rows={2} />
      <BilingualFields name="description" label={t('accountProduct.description')} max={20_000} rows={6} />
      <BilingualFields
        name="features"
        label={t('accountProduct.features')}
        help={t('accountProduct.featuresHelp')}
        max={4_400}
        rows={4}
      />
      <div className={courseStyles.pair}>
        <Form.Item name="slug" label={t('accountProduct.slug')} rules={[rules.required, rules.slug]}>
          <Input onChange={slugFromTitle.onSlugTyped} />
        </Form.Item>
        <Form.Item name="provider" label={t('accountProduct.provider')} rules={[rules.required, rules.max(100)]}>
          <Input />
        </Form.Item>
        <Form.Item name="type" label={t('accountStores.type')}>
          <Select
            options={ACCOUNT_STORE_TYPES.map((type) => ({ value: type, label: t(`accountStores.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="delivery_kind"
          label={t('accountStores.deliveryKind')}
          extra={inUse.length > 0 ? t('accountProduct.deliveryFixed') : undefined}
        >
          <Select
            disabled={inUse.length > 0}
            options={(['code', 'credentials'] as const).map((kind) => ({
              value: kind,
              label: t(`accountStores.delivery.${kind}`),
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="is_featured" label={t('accountProduct.featured')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <ThumbnailField fallback={initialValues.thumbnail} />
      <OptionsEditor savedCodes={savedCodes} lockedCodes={lockedCodes} canChangeOptions={product === null} />
      <VariantsTable saved={saved} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {product ? t('common.save') : t('common.create')}
      </Button>
    </Form>
  );
}
