import { Form, InputNumber, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminAccountProductVariant } from '@/lib/admin/admin-stock-types';
import { COMBINATION_SEPARATOR } from '@/lib/commerce/combination-key';
import { toLocale } from '@/lib/locales';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { combinationsOfValues, type OptionValues, type ProductValues } from './account-product-values';
import styles from './account-product-editor.module.scss';

interface VariantsTableProps {
  /** The saved variants (their stock), by combination key; none for a new product. */
  saved: ReadonlyMap<string, AdminAccountProductVariant>;
}

/**
 * One row per combination of the options' values, made from the options as they are being
 * edited: a new value's combinations appear at once, to be priced before saving. Prices,
 * "was" prices and whether each is on sale; the saved ones' stock beside them.
 */
export function VariantsTable({ saved }: VariantsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const rules = useAdminRules();
  const form = Form.useFormInstance<ProductValues>();
  // The whole store's copy, as in OptionsEditor.
  const options: OptionValues[] | undefined =
    Form.useWatch('options', { form, preserve: true }) ?? form.getFieldValue('options');
  const labels = new Map(
    (options ?? []).flatMap((option) => option.values.map((value) => [value.code, value.label?.[language]] as const)),
  );
  const labelOf = (key: string) =>
    key
      .split(COMBINATION_SEPARATOR)
      .map((code) => labels.get(code) || code)
      .join(' · ');
  const money = { min: 1, max: 1_000_000_000, step: 1000, precision: 0, suffix: 'VND', style: { width: '100%' } };

  return (
    <section className={styles.section} aria-labelledby="account-variants">
      <h2 id="account-variants">{t('accountProduct.variants')}</h2>
      <p>{t('accountProduct.variantsHelp')}</p>
      <Table<{ key: string }>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={combinationsOfValues(options).map((key) => ({ key }))}
        locale={{ emptyText: t('accountProduct.noCombinations') }}
        columns={[
          {
            key: 'variant',
            title: t('accountStores.variant'),
            render: (_, { key }) => (
              <>
                {labelOf(key)} <span className="visually-hidden">({key})</span>
                {!saved.has(key) && <Tag>{t('accountProduct.newVariant')}</Tag>}
              </>
            ),
          },
          {
            key: 'price',
            title: t('accountStores.price'),
            render: (_, { key }) => (
              <Form.Item
                name={['variants', key, 'price_vnd']}
                rules={[{ required: true, message: t('validation.required') }, rules.price]}
              >
                <InputNumber<number> {...money} aria-label={t('accountProduct.priceOf', { variant: labelOf(key) })} />
              </Form.Item>
            ),
          },
          {
            key: 'compareAt',
            title: t('accountStores.editVariant.compareAt'),
            render: (_, { key }) => (
              <Form.Item name={['variants', key, 'compare_at_price_vnd']}>
                <InputNumber<number>
                  {...money}
                  aria-label={t('accountProduct.compareAtOf', { variant: labelOf(key) })}
                />
              </Form.Item>
            ),
          },
          {
            key: 'active',
            title: t('accountStores.active'),
            render: (_, { key }) => (
              // A new combination is on sale unless switched off (the API's default too).
              <Form.Item
                name={['variants', key, 'is_active']}
                valuePropName="checked"
                getValueProps={(value: boolean | undefined) => ({ checked: value ?? true })}
              >
                <Switch aria-label={t('accountProduct.activeOf', { variant: labelOf(key) })} />
              </Form.Item>
            ),
          },
          {
            key: 'available',
            title: t('accountStores.available'),
            render: (_, { key }) => saved.get(key)?.stock.available ?? '—',
          },
          {
            key: 'delivered',
            title: t('accountStores.delivered'),
            render: (_, { key }) => saved.get(key)?.stock.delivered ?? '—',
          },
        ]}
      />
    </section>
  );
}
