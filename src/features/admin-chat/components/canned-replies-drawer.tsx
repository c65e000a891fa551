import { Alert, Button, Drawer, Form, Input, Popconfirm, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useErrorMessage } from '@/hooks/use-error-message';
import { CANNED_SHORTCUT_MAX_LENGTH, CANNED_SHORTCUT_PATTERN, CANNED_TEXT_MAX_LENGTH } from '@/lib/chat/chat-tools';
import type { CannedReply } from '@/lib/chat/chat-tools-types';
import { formErrorsOf } from '@/lib/forms/api-form-errors';
import { LOCALES, toLocale, type Locale } from '@/lib/locales';
import { createCannedReply, deleteCannedReply, updateCannedReply, type CannedReplyBody } from '../admin-chat-api';
import type { CannedReplies } from '../use-canned-replies';
import styles from './admin-chat.module.scss';

const FIELDS = ['language', 'shortcut', 'text'] as const;

interface CannedRepliesDrawerProps {
  open: boolean;
  onClose: () => void;
  replies: CannedReplies;
}

/**
 * The team's canned replies, managed beside the conversations (a drawer of the console,
 * not a page of its own): each language's list, and one form that writes a new reply or
 * edits the chosen one. The server's refusals (a shortcut taken in that language) show on
 * their fields.
 */
export function CannedRepliesDrawer({ open, onClose, replies }: CannedRepliesDrawerProps) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [form] = Form.useForm<CannedReplyBody>();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const startEdit = (reply: CannedReply | null) => {
    setEditing(reply);
    setNotice(null);
    form.resetFields();
    if (reply) form.setFieldsValue({ language: reply.language, shortcut: reply.shortcut, text: reply.text });
  };

  const failed = (error: unknown) => {
    const { fields, message, error: apiError } = formErrorsOf(error, FIELDS);
    const words = errorMessage(apiError.error_code, t('chatTools.canned.failed'));
    const translated = apiError.error_code === 'VALIDATION_ERROR' ? null : words;
    form.setFields(fields.map((field) => ({ name: field.name, errors: [translated ?? field.errors[0]!] })));
    if (fields.length === 0) setNotice({ type: 'error', text: translated ?? message ?? t('chatTools.canned.failed') });
  };

  const save = async (values: CannedReplyBody) => {
    setSaving(true);
    setNotice(null);
    try {
      const saved = editing ? await updateCannedReply(editing.id, values) : await createCannedReply(values);
      setNotice({ type: 'success', text: t('chatTools.canned.saved', { shortcut: `/${saved.shortcut}` }) });
      setEditing(null);
      form.resetFields();
      replies.reload();
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (reply: CannedReply) => {
    setNotice(null);
    try {
      await deleteCannedReply(reply.id);
      if (editing?.id === reply.id) startEdit(null);
      setNotice({ type: 'success', text: t('chatTools.canned.deleted', { shortcut: `/${reply.shortcut}` }) });
      replies.reload();
    } catch (error) {
      failed(error);
    }
  };

  const languageName = (language: Locale) => t(language === 'en' ? 'common.english' : 'common.vietnamese');

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('chatTools.canned.title')}
      size={520}
      closable={{ 'aria-label': t('chatTools.canned.close') }}
      destroyOnHidden
    >
      <p className={styles.drawerHelp}>{t('chatTools.canned.help')}</p>
      {notice && (
        <Alert type={notice.type} title={notice.text} showIcon role={notice.type === 'error' ? 'alert' : 'status'} />
      )}
      <h3 className={styles.drawerHeading}>
        {editing
          ? t('chatTools.canned.editTitle', { shortcut: `/${editing.shortcut}` })
          : t('chatTools.canned.newTitle')}
      </h3>
      <Form<CannedReplyBody>
        name="canned-reply"
        form={form}
        layout="vertical"
        // A new reply is in the console's language unless the admin picks the other.
        initialValues={{ language: toLocale(i18n.language) }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="language" label={t('chatTools.canned.language')} rules={[{ required: true }]}>
          <Select options={LOCALES.map((language) => ({ value: language, label: languageName(language) }))} />
        </Form.Item>
        <Form.Item
          name="shortcut"
          label={t('chatTools.canned.shortcut')}
          extra={t('chatTools.canned.shortcutHelp')}
          normalize={(value: string) => value.replace(/^\//, '').toLowerCase()}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: CANNED_SHORTCUT_MAX_LENGTH, message: t('validation.tooLong', { max: CANNED_SHORTCUT_MAX_LENGTH }) },
            { pattern: CANNED_SHORTCUT_PATTERN, message: t('chatTools.canned.shortcutInvalid') },
          ]}
        >
          <Input prefix="/" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('chatTools.canned.text')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: CANNED_TEXT_MAX_LENGTH, message: t('validation.tooLong', { max: CANNED_TEXT_MAX_LENGTH }) },
          ]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <div className={styles.drawerActions}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {editing ? t('common.save') : t('chatTools.canned.add')}
          </Button>
          {editing && <Button onClick={() => startEdit(null)}>{t('common.cancel')}</Button>}
        </div>
      </Form>

      {replies.status === 'loading' ? (
        <p role="status">{t('chatTools.loading')}</p>
      ) : replies.status === 'failed' ? (
        <div role="alert">
          <p>{t('chatTools.canned.loadFailed')}</p>
          <Button onClick={replies.reload}>{t('chatTools.retry')}</Button>
        </div>
      ) : (
        LOCALES.map((language) => {
          const mine = replies.items.filter((reply) => reply.language === language);
          return (
            <section key={language} aria-labelledby={`canned-${language}`}>
              <h3 id={`canned-${language}`} className={styles.drawerHeading}>
                {languageName(language)}
              </h3>
              {mine.length === 0 ? (
                <p>{t('chatTools.canned.empty')}</p>
              ) : (
                <ul className={styles.cannedList}>
                  {mine.map((reply) => (
                    <li key={reply.id}>
                      <div>
                        <strong>/{reply.shortcut}</strong>
                        <p className={styles.text}>{reply.text}</p>
                      </div>
                      <div className={styles.drawerActions}>
                        <Button
                          size="small"
                          onClick={() => startEdit(reply)}
                          aria-label={t('chatTools.canned.editOne', { shortcut: `/${reply.shortcut}` })}
                        >
                          {t('common.edit')}
                        </Button>
                        <Popconfirm
                          title={t('chatTools.canned.confirmDelete', { shortcut: `/${reply.shortcut}` })}
                          okText={t('common.delete')}
                          cancelText={t('common.cancel')}
                          onConfirm={() => remove(reply)}
                        >
                          <Button
                            size="small"
                            danger
                            aria-label={t('chatTools.canned.deleteOne', { shortcut: `/${reply.shortcut}` })}
                          >
                            {t('common.delete')}
                          </Button>
                        </Popconfirm>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </Drawer>
  );
}
