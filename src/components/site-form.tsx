import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTypedBeforeHydration } from '@/hooks/use-typed-before-hydration';

type SiteFormProps<Values> = Omit<
  FormProps<Values>,
  'name' | 'layout' | 'requiredMark' | 'validateTrigger' | 'children'
> & {
  children: ReactNode;
  /** The form's id, unique on the page: antd gives each field's input the id `${name}_${field}`. */
  name: string;
};

/**
 * An antd Form as every form of the site uses it: labels above the fields, no required
 * marks (an optional field says so in its label), each field checked when the visitor
 * leaves it, and what was typed before the page's script ran kept in the form's values
 * (useTypedBeforeHydration; the typed text finds its field by that input id).
 */
export function SiteForm<Values>({ form: given, name, children, ...props }: SiteFormProps<Values>) {
  const [form] = Form.useForm<Values>(given);
  const prefix = `${name}_`;
  useTypedBeforeHydration(
    () => document.getElementById(name),
    // The keys are this form's field names, read off its inputs' ids.
    (typed) => form.setFieldsValue(typed as Parameters<typeof form.setFieldsValue>[0]),
    (field) => (field.id.startsWith(prefix) ? field.id.slice(prefix.length) : null),
  );
  return (
    <Form<Values> form={form} name={name} layout="vertical" requiredMark={false} validateTrigger="onBlur" {...props}>
      {children}
    </Form>
  );
}
