import { Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { LOCALES } from '@/lib/locales';
import { useAdminRules } from '../hooks/use-admin-rules';
import styles from './courses/course-editor.module.scss';

interface BilingualFieldsProps {
  /** Where the pair sits in the form's values: under `[...name, 'en']` and `[...name, 'vi']`. */
  name: string | readonly string[];
  /** The field's name; each language's label adds the language. */
  label: string;
  max: number;
  required?: boolean;
  /** A text area of this many rows; a one-line input when left out. */
  rows?: number;
  /** Help under the English field. */
  help?: ReactNode;
  /** `pair`: side by side in a grid (default); `flow`: as the form lays out its fields (an inline row, a dialog's column). */
  layout?: 'pair' | 'flow';
}

/** One text of the back office in both languages: two fields of the caller's antd Form. */
export function BilingualFields({
  name,
  label,
  max,
  required = false,
  rows,
  help,
  layout = 'pair',
}: BilingualFieldsProps) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const path = typeof name === 'string' ? [name] : name;
  const fields = LOCALES.map((lang) => (
    <Form.Item
      key={lang}
      name={[...path, lang]}
      label={`${label} (${t(lang === 'en' ? 'common.english' : 'common.vietnamese')})`}
      rules={required ? [rules.required, rules.max(max)] : [rules.max(max)]}
      extra={lang === 'en' ? help : undefined}
    >
      {rows ? <Input.TextArea rows={rows} /> : <Input />}
    </Form.Item>
  ));
  return layout === 'pair' ? <div className={styles.pair}>{fields}</div> : <>{fields}</>;
}
