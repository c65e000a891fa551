import { Form, Input } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { uploadedImagePath } from '../admin-routes';
import { useAdminRules } from '../hooks/use-admin-rules';
import { UploadField } from '../uploads/upload-field';
import styles from './courses/course-editor.module.scss';

/**
 * A record's `thumbnail` field in the caller's antd Form: a site path, the image it shows,
 * and an upload that fills the path in (courses, account-store products).
 */
export function ThumbnailField({ fallback }: { fallback: string }) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const form = Form.useFormInstance();
  const thumbnail: string = Form.useWatch('thumbnail', form) ?? fallback;
  return (
    <>
      <Form.Item
        name="thumbnail"
        label={t('courses.thumbnail')}
        extra={t('courses.thumbnailHelp')}
        rules={[rules.required]}
      >
        <Input />
      </Form.Item>
      <div className={styles.thumbnail}>
        {/* The stored image as it is (no optimiser): the back office shows what was uploaded. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={thumbnail} alt="" width={160} height={90} />
        <UploadField
          kind="image"
          label={t('courses.uploadThumbnail')}
          onUploaded={(upload) => form.setFieldValue('thumbnail', uploadedImagePath(upload.id))}
        />
      </div>
    </>
  );
}
