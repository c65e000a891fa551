import { Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { uploadedImagePath } from '../admin-routes';
import { useAdminRules } from '../hooks/use-admin-rules';
import { UploadField } from '../uploads/upload-field';
import styles from './courses/course-editor.module.scss';

interface ThumbnailFieldProps {
  /** Shown until the form holds a path of its own. */
  fallback: string;
  /** What the picture is called where "Thumbnail" says too little (a product's card picture). */
  labels?: { label: string; help: string; upload: string };
}

/**
 * A record's `thumbnail` field in the caller's antd Form: a site path, the image it shows,
 * and an upload that fills the path in (courses, source-code and account-store products).
 */
export function ThumbnailField({ fallback, labels }: ThumbnailFieldProps) {
  const { t } = useTranslation('admin');
  const { label, help, upload } = labels ?? {
    label: t('courses.thumbnail'),
    help: t('courses.thumbnailHelp'),
    upload: t('courses.uploadThumbnail'),
  };
  const rules = useAdminRules();
  const form = Form.useFormInstance();
  const thumbnail: string = Form.useWatch('thumbnail', form) ?? fallback;
  return (
    <>
      <Form.Item name="thumbnail" label={label} extra={help} rules={[rules.required]}>
        <Input />
      </Form.Item>
      <div className={styles.thumbnail}>
        {/* The stored image as it is (no optimiser): the back office shows what was uploaded. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={thumbnail} alt="" width={160} height={90} />
        <UploadField
          kind="image"
          label={upload}
          onUploaded={(stored) => form.setFieldValue('thumbnail', uploadedImagePath(stored.id))}
        />
      </div>
    </>
  );
}
