import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useMemo, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import { ApiError, toApiError } from '@/lib/api/api-error';
import { FIRST_OUR_WORK_YEAR, lastOurWorkYear, MAX_OUR_WORK_IMAGES } from '@/lib/content/our-work-rules';
import { adminApi, type OurWorkFields } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { useSlugFromTitle } from '../../hooks/use-slug-from-title';
import { BilingualFields } from '../bilingual-fields';
import { ImageListField } from '../image-list-field';
import courseStyles from '../courses/course-editor.module.scss';

const FIELDS = [
  'slug',
  'title.en',
  'title.vi',
  'client_name',
  'industry.en',
  'industry.vi',
  'summary.en',
  'summary.vi',
  'outcome.en',
  'outcome.vi',
  'stack',
  'images',
  'year',
] as const;

const blank = { en: '', vi: '' };

function valuesOf(work: AdminOurWork | null): OurWorkFields {
  if (!work) {
    return {
      slug: '',
      title: blank,
      client_name: '',
      industry: blank,
      summary: blank,
      outcome: blank,
      stack: [],
      images: [],
      year: new Date().getFullYear(),
    };
  }
  const { slug, title, client_name, industry, summary, outcome, stack, images, year } = work;
  return { slug, title, client_name, industry, summary, outcome, stack, images, year };
}

interface OurWorkFormProps {
  /** The saved project; null for a new one (saving creates it, a draft). */
  work: AdminOurWork | null;
  onSaved: (work: AdminOurWork) => void;
}

/**
 * A showcase project's fields, both languages side by side: title (a new project's slug
 * follows the English one), client, industry, summary, outcome, technologies as tags, the
 * year, and the images, whose order sets the cover. Saved at once: POST for a new project,
 * PATCH after.
 */
export function OurWorkForm({ work, onSaved }: OurWorkFormProps) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<OurWorkFields>();
  const slugFromTitle = useSlugFromTitle(form, { follow: work === null });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(work), [work]);
  const last = lastOurWorkYear();

  // A list's item (`images.2`, `stack.0`) is shown on the list's own field.
  const showFailure = useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      const fields =
        failure.fields &&
        Object.fromEntries(Object.entries(failure.fields).map(([field, text]) => [field.replace(/\.\d+$/, ''), text]));
      return showErrors(new ApiError({ ...failure, fields }), form, FIELDS);
    },
    [form, showErrors],
  );

  const submit = async (values: OurWorkFields) => {
    setSaving(true);
    setMessage(null);
    try {
      onSaved(work ? await adminApi.updateOurWork(work.id, values) : await adminApi.createOurWork(values));
    } catch (error) {
      setMessage(showFailure(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<OurWorkFields>
      name="our-work"
      form={form}
      layout="vertical"
      className={courseStyles.form}
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={slugFromTitle.onValuesChange}
    >
      <FormAlert message={message} />
      <BilingualFields name="title" label={t('ourWorks.titleField')} max={200} required />
      <div className={courseStyles.pair}>
        <Form.Item
          name="slug"
          label={t('ourWorks.slug')}
          extra={t('ourWorks.slugHelp')}
          rules={[rules.required, rules.slug]}
        >
          <Input onChange={slugFromTitle.onSlugTyped} />
        </Form.Item>
        <Form.Item
          name="client_name"
          label={t('ourWorks.clientName')}
          extra={t('ourWorks.clientHelp')}
          rules={[rules.max(200)]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="year"
          label={t('ourWorks.yearField')}
          rules={[
            { required: true, message: t('validation.required') },
            {
              type: 'integer',
              min: FIRST_OUR_WORK_YEAR,
              max: last,
              message: t('ourWorks.yearRange', { first: FIRST_OUR_WORK_YEAR, last }),
            },
          ]}
        >
          <InputNumber min={FIRST_OUR_WORK_YEAR} max={last} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <BilingualFields name="industry" label={t('ourWorks.industry')} max={200} />
      <BilingualFields name="summary" label={t('ourWorks.summary')} max={2_000} rows={4} />
      <BilingualFields name="outcome" label={t('ourWorks.outcome')} max={1_000} rows={3} />
      <Form.Item name="stack" label={t('ourWorks.stack')} extra={t('ourWorks.stackHelp')}>
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item
        name="images"
        label={t('ourWorks.images')}
        extra={t('ourWorks.imagesHelp', { max: MAX_OUR_WORK_IMAGES })}
      >
        <ImageListField max={MAX_OUR_WORK_IMAGES} texts="ourWorks.gallery" cover />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {work ? t('common.save') : t('common.create')}
      </Button>
    </Form>
  );
}
