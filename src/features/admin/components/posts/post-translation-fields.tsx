import { Button, Form, Input, Popconfirm } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { POST_LIMITS } from '@/lib/admin/post-editor';
import type { Locale } from '@/lib/locales';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { MarkdownBodyField } from './markdown-body-field';

interface PostTranslationFieldsProps {
  language: Locale;
  /** The slug field was typed in: the title no longer writes it. */
  onSlugTyped: () => void;
  /** Removes this language (another one stays); null when it is the post's only language. */
  onRemove: (() => void) | null;
}

/** One language of a post: its words, its address, its body and what search engines show. */
export function PostTranslationFields({ language, onSlugTyped, onRemove }: PostTranslationFieldsProps) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const name = (field: string) => ['translations', language, field];
  return (
    <div lang={language}>
      <Form.Item
        name={name('title')}
        label={t('posts.fields.title')}
        rules={[rules.required, rules.max(POST_LIMITS.title)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name={name('slug')}
        label={t('posts.fields.slug')}
        extra={t('posts.fields.slugHelp')}
        rules={[rules.required, rules.slug]}
      >
        <Input onChange={onSlugTyped} />
      </Form.Item>
      <Form.Item
        name={name('excerpt')}
        label={t('posts.fields.excerpt')}
        extra={t('posts.fields.excerptHelp')}
        rules={[rules.max(POST_LIMITS.excerpt)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <MarkdownBodyField language={language} />
      <Form.Item
        name={name('seo_title')}
        label={t('posts.fields.seoTitle')}
        extra={t('posts.fields.seoTitleHelp')}
        rules={[rules.max(POST_LIMITS.seoTitle)]}
      >
        <Input showCount maxLength={POST_LIMITS.seoTitle} />
      </Form.Item>
      <Form.Item
        name={name('seo_description')}
        label={t('posts.fields.seoDescription')}
        extra={t('posts.fields.seoDescriptionHelp')}
        rules={[rules.max(POST_LIMITS.seoDescription)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      {onRemove && (
        <Popconfirm
          title={t('posts.removeLanguageConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={onRemove}
        >
          <Button danger>{t('posts.removeLanguage')}</Button>
        </Popconfirm>
      )}
    </div>
  );
}
