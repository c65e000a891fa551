import { Checkbox, Form, Modal, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { toLocale } from '@/lib/locales';
import { adminQuizPath } from '../../admin-routes';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { BilingualFields } from '../bilingual-fields';
import {
  DEFAULT_QUIZ_SETTINGS,
  QuizSettingsFields,
  settingsInputOf,
  type QuizSettingsValues,
} from './quiz-settings-fields';

export interface CourseChoice {
  id: number;
  title: { en: string; vi: string };
}

type NewQuizValues = QuizSettingsValues & {
  course_id: number;
  group: { name: { en: string; vi: string }; is_free_test: boolean };
};

const FIELDS = [
  'course_id',
  'title.en',
  'title.vi',
  'group.name.en',
  'group.name.vi',
  'pass_mark_percent',
  'modes',
] as const;

/** The "New quiz" dialog: its course and group, and its settings; questions come next, on its page. */
export function NewQuizModal({
  open,
  onClose,
  courses,
}: {
  open: boolean;
  onClose: () => void;
  courses: CourseChoice[];
}) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const showErrors = useAdminFormErrors();
  const router = useRouter();
  const [form] = Form.useForm<NewQuizValues>();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <Modal
      open={open}
      width={760}
      title={t('quizzes.createTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormAlert message={message} />
      <Form<NewQuizValues>
        name="new-quiz"
        form={form}
        layout="vertical"
        initialValues={{
          ...DEFAULT_QUIZ_SETTINGS,
          group: { name: { en: 'Final exam', vi: 'Bài thi cuối khóa' }, is_free_test: false },
        }}
        onFinish={async ({ course_id: courseId, group, ...settings }) => {
          setSaving(true);
          setMessage(null);
          try {
            const quiz = await adminApi.createQuiz({ ...settingsInputOf(settings), course_id: courseId, group });
            await router.push(adminQuizPath(quiz.id));
          } catch (error) {
            setMessage(showErrors(error, form, FIELDS));
            setSaving(false);
          }
        }}
      >
        <Form.Item
          name="course_id"
          label={t('quizzes.course')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={courses.map((course) => ({ value: course.id, label: course.title[language] }))}
          />
        </Form.Item>
        <BilingualFields
          name={['group', 'name']}
          label={t('quizzes.groupName')}
          max={100}
          required
          help={t('quizzes.groupHelp')}
        />
        <Form.Item name={['group', 'is_free_test']} valuePropName="checked">
          <Checkbox>{t('quizzes.freeTest')}</Checkbox>
        </Form.Item>
        <QuizSettingsFields />
      </Form>
    </Modal>
  );
}
