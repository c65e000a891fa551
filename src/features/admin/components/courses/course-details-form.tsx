import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminCourse } from '@/lib/admin/admin-course-types';
import type { CategoryGroup } from '@/lib/catalog/course-types';
import { toLocale } from '@/lib/locales';
import { adminApi, type CourseFields } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { BilingualFields } from '../bilingual-fields';
import { PriceField } from '../price-field';
import { ThumbnailField } from '../thumbnail-field';
import styles from './course-editor.module.scss';

type DetailFields = Omit<CourseFields, 'status'>;

const FIELDS = [
  'slug',
  'title.en',
  'title.vi',
  'short_description.en',
  'short_description.vi',
  'description.en',
  'description.vi',
  'price_vnd',
  'level',
  'language',
  'category_ids',
  'thumbnail',
  'final_quiz_id',
] as const;

interface CourseDetailsFormProps {
  course: AdminCourse;
  categoryGroups: CategoryGroup[];
  onSaved: (course: AdminCourse) => void;
}

/** A course's own fields, in both languages side by side. */
export function CourseDetailsForm({ course, categoryGroups, onSaved }: CourseDetailsFormProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = toLocale(i18n.language);
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<DetailFields>();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Form<DetailFields>
      name="course-details"
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{
        slug: course.slug,
        title: course.title,
        short_description: course.short_description,
        description: course.description,
        price_vnd: course.price_vnd,
        level: course.level,
        language: course.language,
        category_ids: course.category_ids,
        thumbnail: course.thumbnail,
        final_quiz_id: course.final_quiz_id,
      }}
      onFinish={async (values) => {
        setSaving(true);
        setMessage(null);
        try {
          onSaved(await adminApi.updateCourse(course.id, values));
        } catch (error) {
          setMessage(showErrors(error, form, FIELDS));
        } finally {
          setSaving(false);
        }
      }}
    >
      <FormAlert message={message} />
      <BilingualFields name="title" label={t('courses.titleField')} max={200} required />
      <BilingualFields name="short_description" label={t('courses.shortDescription')} max={500} rows={2} />
      <BilingualFields name="description" label={t('courses.description')} max={20_000} rows={8} />
      <div className={styles.pair}>
        <Form.Item name="slug" label={t('courses.slug')} rules={[rules.required, rules.slug]}>
          <Input />
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
      </div>
      <Form.Item name="category_ids" label={t('courses.categories')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={categoryGroups.map((group) => ({
            label: group.name,
            title: group.name,
            options: group.categories.map((category) => ({ value: category.id, label: category.name })),
          }))}
        />
      </Form.Item>
      <Form.Item name="final_quiz_id" label={t('courses.finalQuiz')} extra={t('courses.finalQuizHelp')}>
        <Select
          options={[
            { value: null, label: t('courses.noFinalQuiz') },
            ...course.quizzes.map((quiz) => ({
              value: quiz.id,
              label: `${quiz.title[lang]} (${quiz.group_name[lang]})`,
            })),
          ]}
        />
      </Form.Item>
      <ThumbnailField fallback={course.thumbnail} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
