import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminContact, AdminPerson } from '@/lib/admin/admin-contact-types';
import { CONTACT_STATUSES } from '@/lib/admin/contact-inbox';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { MAX_CONTACT_REPLY_LENGTH } from '@/lib/admin/contact-inbox';
import { ADMIN_ROUTES } from '../../admin-routes';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { useRecordWrites } from '../../hooks/use-record-writes';
import { AdminShell } from '../admin-shell';
import { WriteNoticeLine } from '../write-notice';
import styles from './contacts.module.scss';
import { ContactStatusTag } from './contact-status-tag';

export interface ContactDetailViewProps {
  contact: AdminContact;
  admins: AdminPerson[];
}

const NOBODY = '';

/**
 * /admin/contacts/[id]: a contact message, its state and who answers it, the answers mailed
 * so far, and the form that mails the next one in the sender's language.
 */
export function ContactDetailView({ contact: initial, admins }: ContactDetailViewProps) {
  const { t } = useTranslation('admin');
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const { record: contact, busy, notice, save, saved } = useRecordWrites(initial);
  const language = t(contact.language === 'en' ? 'common.english' : 'common.vietnamese');

  return (
    <AdminShell
      title={contact.subject}
      crumbs={[{ label: t('contacts.title'), href: ADMIN_ROUTES.contacts }, { label: contact.subject }]}
    >
      <p className={styles.status}>
        <ContactStatusTag status={contact.status} /> {formatTime(contact.created_at)}
      </p>
      <WriteNoticeLine notice={notice} />
      <div className={styles.controls}>
        <label>
          <span>{t('contacts.statusLabel')}</span>
          <Select
            className={styles.select}
            value={contact.status}
            disabled={busy}
            options={CONTACT_STATUSES.map((status) => ({ value: status, label: t(`contacts.status.${status}`) }))}
            onChange={(status) =>
              void save(
                () => adminApi.updateContact(contact.id, { status }),
                t('contacts.statusChanged', { status: t(`contacts.status.${status}`) }),
              )
            }
          />
        </label>
        <label>
          <span>{t('contacts.assignee')}</span>
          <Select
            className={styles.select}
            value={contact.assigned_to?.id ?? NOBODY}
            disabled={busy}
            options={[
              { value: NOBODY, label: t('contacts.nobody') },
              ...admins.map((admin) => ({ value: admin.id, label: admin.name })),
            ]}
            onChange={(id) =>
              void save(
                () => adminApi.updateContact(contact.id, { assigned_to: id === NOBODY ? null : id }),
                t('contacts.assigned'),
              )
            }
          />
        </label>
      </div>

      <section aria-labelledby="contact-message" className={styles.card}>
        <h2 id="contact-message">{t('contacts.message')}</h2>
        <dl className={styles.facts}>
          <dt>{t('contacts.from')}</dt>
          <dd>
            {contact.name} · <a href={`mailto:${contact.email}`}>{contact.email}</a>
            {contact.phone && ` · ${contact.phone}`}
          </dd>
          <dt>{t('contacts.language')}</dt>
          <dd>{language}</dd>
        </dl>
        <p className={styles.body}>{contact.message}</p>
      </section>

      <section aria-labelledby="contact-thread">
        <h2 id="contact-thread">{t('contacts.thread')}</h2>
        {contact.replies.length === 0 ? (
          <p className={styles.muted}>{t('contacts.noReplies')}</p>
        ) : (
          <ol className={styles.thread}>
            {contact.replies.map((reply) => (
              <li key={reply.id} className={styles.card}>
                <p className={styles.muted}>
                  {t('contacts.answeredBy', { name: reply.author?.name ?? t('contacts.removedAdmin') })} ·{' '}
                  {formatTime(reply.created_at)}
                </p>
                <p className={styles.body}>{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
        <ReplyForm
          contact={contact}
          language={language}
          onSent={(next) => saved(next, t('contacts.sent', { email: next.email }))}
        />
      </section>
    </AdminShell>
  );
}

function ReplyForm({
  contact,
  language,
  onSent,
}: {
  contact: AdminContact;
  language: string;
  onSent: (contact: AdminContact) => void;
}) {
  const { t } = useTranslation('admin');
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const [form] = Form.useForm<{ body: string }>();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <Form<{ body: string }>
      name="contact-reply"
      form={form}
      layout="vertical"
      onFinish={async ({ body }) => {
        setSending(true);
        setMessage(null);
        try {
          onSent(await adminApi.replyToContact(contact.id, body.trim()));
          form.resetFields();
        } catch (error) {
          setMessage(showErrors(error, form, ['body']));
        } finally {
          setSending(false);
        }
      }}
    >
      <FormAlert message={message} />
      <Form.Item
        name="body"
        label={t('contacts.answer')}
        extra={t('contacts.answerHelp', { email: contact.email, language })}
        rules={[rules.required, rules.max(MAX_CONTACT_REPLY_LENGTH)]}
      >
        <Input.TextArea rows={6} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('contacts.send')}
      </Button>
    </Form>
  );
}
