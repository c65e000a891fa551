import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminSourceCode } from '@/lib/admin/admin-source-code-types';
import { MAX_SOURCE_CODE_SCREENSHOTS } from '@/lib/commerce/product-types';
import type { FilterGroup } from '@/lib/commerce/source-code-types';
import { adminApi, type SourceCodeFields } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { BilingualFields } from '../bilingual-fields';
import { ImageListField } from '../image-list-field';
import { PriceField } from '../price-field';
import { ThumbnailField } from '../thumbnail-field';
import courseStyles from '../courses/course-editor.module.scss';

type DetailFields = Omit<SourceCodeFields, 'status'>;

const FIELDS = [
  'slug',
  'title.en',
  'title.vi',
  'short_description.en',
  'short_description.vi',
  'description.en',
  'description.vi',
  'price_vnd',
  'tech_stack',
  'filter_ids',
  'thumbnail',
  'gallery',
  'demo_url',
] as const;

interface SourceCodeDetailsFormProps {
  product: AdminSourceCode;
  filterGroups: FilterGroup[];
  onSaved: (product: AdminSourceCode) => void;
}

/** A source-code product's own fields: texts in both languages side by side, the facets, price and pictures. */
export function SourceCodeDetailsForm({ product, filterGroups, onSaved }: SourceCodeDetailsFormProps) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<DetailFields>();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Form<DetailFields>
      name="source-code-details"
      form={form}
      layout="vertical"
      className={courseStyles.form}
      initialValues={{
        slug: product.slug,
        title: product.title,
        short_description: product.short_description,
        description: product.description,
        price_vnd: product.price_vnd,
        tech_stack: product.tech_stack,
        filter_ids: product.filter_ids,
        thumbnail: product.thumbnail,
        gallery: product.gallery,
        demo_url: product.demo_url,
      }}
      onFinish={async (values) => {
        setSaving(true);
        setMessage(null);
        try {
          // A cleared demo field means "no demo".
          onSaved(
            await adminApi.updateSourceCode(product.id, { ...values, demo_url: values.demo_url?.trim() || null }),
          );
        } catch (error) {
          setMessage(showErrors(error, form, FIELDS));
        } finally {
          setSaving(false);
        }
      }}
    >
      <FormAlert message={message} />
      <BilingualFields name="title" label={t('sourceCodes.titleField')} max={200} required />
      <BilingualFields
        name="short_description"
        label={t('sourceCodes.shortDescription')}
        max={500}
        rows={2}
        help={t('sourceCodes.publishNeedsTexts')}
      />
      <BilingualFields name="description" label={t('sourceCodes.description')} max={20_000} rows={8} />
      <div className={courseStyles.pair}>
        <Form.Item name="slug" label={t('sourceCodes.slug')} rules={[rules.required, rules.slug]}>
          <Input />
        </Form.Item>
        <PriceField label={t('sourceCodes.price')} help={t('sourceCodes.priceHelp')} />
        <Form.Item
          name="demo_url"
          label={t('sourceCodes.demoUrl')}
          rules={[{ type: 'url', message: t('validation.url') }, rules.max(500)]}
        >
          <Input type="url" placeholder="https://" />
        </Form.Item>
      </div>
      <Form.Item name="filter_ids" label={t('sourceCodes.facets')} extra={t('sourceCodes.facetsHelp')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={filterGroups.map((group) => ({
            label: group.name,
            title: group.name,
            options: group.options.map((option) => ({ value: option.value, label: option.label })),
          }))}
        />
      </Form.Item>
      <Form.Item name="tech_stack" label={t('sourceCodes.techStack')} extra={t('sourceCodes.techStackHelp')}>
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
      </Form.Item>
      <ThumbnailField
        fallback={product.thumbnail}
        labels={{
          label: t('sourceCodes.thumbnail'),
          help: t('sourceCodes.thumbnailHelp'),
          upload: t('sourceCodes.uploadThumbnail'),
        }}
      />
      <Form.Item name="gallery" label={t('sourceCodes.screenshots')}>
        <ImageListField max={MAX_SOURCE_CODE_SCREENSHOTS} texts="sourceCodes.gallery" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
