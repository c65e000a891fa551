import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { uploadedImagePath } from '../admin-routes';
import { useAdminRules } from '../hooks/use-admin-rules';
import { UploadField } from '../uploads/upload-field';
import styles from './courses/course-editor.module.scss';

interface PictureFieldProps {
  form: FormInstance;
  name: string;
  label: string;
  help: string;
  uploadLabel: string;
  /** Shown until the form holds a value of its own. */
  fallback: string;
}

/**
 * One picture of a record (a course's or a product's thumbnail): its path, a preview, and an
 * upload that fills the path in with the uploaded image's address.
 */
export function PictureField({ form, name, label, help, uploadLabel, fallback }: PictureFieldProps) {
  const rules = useAdminRules();
  const path = (Form.useWatch(name, form) as string | undefined) ?? fallback;
  return (
    <>
      <Form.Item name={name} label={label} extra={help} rules={[rules.required]}>
        <Input />
      </Form.Item>
      <div className={styles.thumbnail}>
        {/* The stored image as it is (no optimiser): the back office shows what was uploaded. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={path} alt="" width={160} height={90} />
        <UploadField
          kind="image"
          label={uploadLabel}
          onUploaded={(upload) => form.setFieldValue(name, uploadedImagePath(upload.id))}
        />
      </div>
    </>
  );
}
