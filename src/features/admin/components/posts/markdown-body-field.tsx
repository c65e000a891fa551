import { Form, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'next-i18next/pages';
import { useId, useRef } from 'react';
import contentStyles from '@/components/post-content.module.scss';
import { POST_LIMITS } from '@/lib/admin/post-editor';
import type { Locale } from '@/lib/locales';
import { uploadedImagePath } from '../../admin-routes';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { UploadField } from '../../uploads/upload-field';
import styles from './post-editor.module.scss';
import { usePostPreview } from './use-post-preview';

/**
 * A post body in one language: Markdown on the left, the page as readers will see it on the
 * right, and images uploaded and placed where the cursor is.
 */
export function MarkdownBodyField({ language }: { language: Locale }) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const form = Form.useFormInstance();
  const name = ['translations', language, 'body_markdown'];
  const markdown: string = Form.useWatch(name, form) ?? '';
  const preview = usePostPreview(markdown);
  const textArea = useRef<TextAreaRef>(null);
  const previewTitleId = useId();

  /** Puts an uploaded image in the text at the cursor (or at the end), on a line of its own. */
  function placeImage(path: string) {
    const element = textArea.current?.resizableTextArea?.textArea;
    const at = element?.selectionStart ?? markdown.length;
    const image = `\n\n![${t('posts.imageAlt')}](${path})\n\n`;
    form.setFieldValue(name, `${markdown.slice(0, at)}${image}${markdown.slice(at)}`);
    // setFieldValue does not run onValuesChange: the editor learns of the change here.
    form.setFields([{ name, touched: true }]);
    void form.validateFields([name]).catch(() => undefined);
  }

  return (
    <>
      <div className={styles.writing}>
        <Form.Item
          name={name}
          label={t('posts.fields.body')}
          extra={t('posts.fields.bodyHelp')}
          rules={[rules.max(POST_LIMITS.body)]}
        >
          <Input.TextArea ref={textArea} rows={22} lang={language} spellCheck className={styles.markdown} />
        </Form.Item>
        <section aria-labelledby={previewTitleId} className={styles.preview}>
          <h2 id={previewTitleId} className={styles.previewTitle}>
            {t('posts.preview')}
            {preview.phase === 'ready' && (
              <span className={styles.muted}>
                {' '}
                · {t('posts.readingMinutes', { count: preview.preview.reading_minutes })}
              </span>
            )}
          </h2>
          {preview.phase === 'failed' && <p className={styles.muted}>{t('posts.previewFailed')}</p>}
          {preview.phase === 'loading' && <p className={styles.muted}>{t('common.loading')}</p>}
          {preview.phase === 'ready' && (
            // The server's rendering: sanitised exactly as the public page's body is.
            <div
              className={contentStyles.content}
              lang={language}
              dangerouslySetInnerHTML={{ __html: preview.preview.html }}
            />
          )}
        </section>
      </div>
      <UploadField
        kind="image"
        label={t('posts.insertImage')}
        onUploaded={(stored) => placeImage(uploadedImagePath(stored.id))}
      />
    </>
  );
}
