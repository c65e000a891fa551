import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { adminCoursePath } from '../../admin-routes';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { useSlugFromTitle } from '../../hooks/use-slug-from-title';
import { BilingualFields } from '../bilingual-fields';
import { PriceField } from '../price-field';

interface NewCourseValues {
  slug: string;
  title: { en: string; vi: string };
  price_vnd: number;
  level: 'beginner' | 'intermediate' | 'advanced';
  language: 'en' | 'vi';
}

const FIELDS = ['slug', 'title.en', 'title.vi', 'price_vnd', 'level', 'language'] as const;

/** The "New course" dialog: the fields a draft needs; the rest is filled in on the course's page. */
export function NewCourseModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const router = useRouter();
  const [form] = Form.useForm<NewCourseValues>();
  const slugFromTitle = useSlugFromTitle(form);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (values: NewCourseValues) => {
    setSaving(true);
    setMessage(null);
    try {
      const course = await adminApi.createCourse(values);
      await router.push(adminCoursePath(course.id));
    } catch (error) {
      setMessage(showErrors(error, form, FIELDS));
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('courses.createTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {message && <FormAlert message={message} />}
      <Form<NewCourseValues>
        name="new-course"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ price_vnd: 0, level: 'beginner', language: 'vi' }}
        onValuesChange={slugFromTitle.onValuesChange}
      >
        <BilingualFields name="title" label={t('courses.titleField')} max={200} required layout="flow" />
        <Form.Item name="slug" label={t('courses.slug')} rules={[rules.required, rules.slug]}>
          <Input onChange={slugFromTitle.onSlugTyped} />
        </Form.Item>
        <PriceField label={t('courses.price')} help={t('courses.priceHelp')} />
        <Form.Item name="level" label={t('courses.level')}>
          <Select
            options={(['beginner', 'intermediate', 'advanced'] as const).map((level) => ({
              value: level,
              label: t(`level.${level}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="language" label={t('courses.language')}>
          <Select
            options={[
              { value: 'vi', label: t('common.vietnamese') },
              { value: 'en', label: t('common.english') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
