import { Checkbox, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { QuizSettingsInput } from '@/lib/exam/authoring/quiz-settings';
import type { AdminQuiz } from '@/lib/admin/admin-quiz-types';
import { BilingualFields } from '../bilingual-fields';
import styles from '../courses/course-editor.module.scss';

/** The settings form's values: the time limit in minutes, as people think of it. */
export interface QuizSettingsValues {
  title: { en: string; vi: string };
  description: { en: string; vi: string };
  time_limit_min: number;
  pass_mark_percent: number;
  attempts_allowed: number | null;
  modes: ('practice' | 'strict')[];
  shuffle_questions: boolean;
  shuffle_answers: boolean;
}

export const DEFAULT_QUIZ_SETTINGS: QuizSettingsValues = {
  title: { en: '', vi: '' },
  description: { en: '', vi: '' },
  time_limit_min: 15,
  pass_mark_percent: 60,
  attempts_allowed: null,
  modes: ['practice', 'strict'],
  shuffle_questions: false,
  shuffle_answers: false,
};

export function settingsValuesOf(quiz: AdminQuiz): QuizSettingsValues {
  return {
    title: quiz.title,
    description: quiz.description,
    time_limit_min: Math.round(quiz.time_limit_s / 60),
    pass_mark_percent: quiz.pass_mark_percent,
    attempts_allowed: quiz.attempts_allowed,
    modes: quiz.modes,
    shuffle_questions: quiz.shuffle_questions,
    shuffle_answers: quiz.shuffle_answers,
  };
}

export function settingsInputOf(values: QuizSettingsValues): QuizSettingsInput {
  const { time_limit_min: minutes, ...rest } = values;
  return { ...rest, time_limit_s: Math.round(minutes * 60), attempts_allowed: values.attempts_allowed ?? null };
}

/** The form fields of a quiz's settings (inside the caller's antd Form). */
export function QuizSettingsFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <BilingualFields name="title" label={t('quizzes.titleField')} max={200} required />
      <BilingualFields name="description" label={t('quizzes.description')} max={2000} rows={2} />
      <div className={styles.pair}>
        <Form.Item
          name="time_limit_min"
          label={t('quizzes.timeLimit')}
          rules={[{ type: 'number', min: 1, max: 1440, required: true, message: t('validation.required') }]}
        >
          <InputNumber min={1} max={1440} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="pass_mark_percent"
          label={t('quizzes.passMark')}
          rules={[{ type: 'integer', min: 0, max: 100, required: true, message: t('validation.required') }]}
        >
          <InputNumber min={0} max={100} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="attempts_allowed" label={t('quizzes.attemptsAllowed')} extra={t('quizzes.unlimited')}>
          <InputNumber min={1} max={100} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item
        name="modes"
        label={t('quizzes.modes')}
        rules={[{ type: 'array', min: 1, required: true, message: t('validation.required') }]}
      >
        <Checkbox.Group
          options={[
            { value: 'practice', label: t('quizzes.practice') },
            { value: 'strict', label: t('quizzes.strict') },
          ]}
        />
      </Form.Item>
      <Form.Item name="shuffle_questions" valuePropName="checked" label={t('quizzes.shuffleQuestions')}>
        <Switch />
      </Form.Item>
      <Form.Item name="shuffle_answers" valuePropName="checked" label={t('quizzes.shuffleAnswers')}>
        <Switch />
      </Form.Item>
    </>
  );
}
