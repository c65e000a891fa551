import { Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { AdminContactListItem, AdminPerson } from '@/lib/admin/admin-contact-types';
import { CONTACT_STATUSES } from '@/lib/admin/contact-inbox';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminContactPath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import styles from '../admin-table.module.scss';
import { ContactStatusTag } from './contact-status-tag';

export interface ContactListViewProps {
  contacts: AdminContactListItem[];
  admins: AdminPerson[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/**
 * /admin/contacts: the contact form's messages, newest first, searched and filtered on the
 * server (the state in the URL), each opening onto its thread; unread ones stand out.
 */
export function ContactListView({ contacts, admins, page, totalPage, pageSize }: ContactListViewProps) {
  const { t } = useTranslation('admin');
  const { query, update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

  return (
    <AdminShell title={t('contacts.title')} crumbs={[{ label: t('contacts.title') }]}>
      <AdminFilters name="contact-filters" keys={['q', 'status', 'assigned']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('contacts.searchPlaceholder')} allowClear className={styles.wide} />
        </Form.Item>
        <Form.Item name="status" label={t('contacts.statusLabel')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={CONTACT_STATUSES.map((status) => ({ value: status, label: t(`contacts.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="assigned" label={t('contacts.assignee')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={[
              { value: 'me', label: t('contacts.me') },
              { value: 'nobody', label: t('contacts.nobody') },
              ...admins.map((admin) => ({ value: admin.id, label: admin.name })),
            ]}
          />
        </Form.Item>
      </AdminFilters>
      <Table<AdminContactListItem>
        rowKey="id"
        loading={loading}
        dataSource={contacts}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <span className={styles.muted}>
              {Object.keys(query).length > 0 ? t('common.noMatch') : t('contacts.empty')}
            </span>
          ),
        }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          {
            key: 'subject',
            title: t('contacts.subject'),
            render: (_, contact) => (
              <span className={styles.titleCell}>
                <Link href={adminContactPath(contact.id)}>
                  {contact.status === 'new' ? <strong>{contact.subject}</strong> : contact.subject}
                </Link>
                {contact.reply_count > 0 && (
                  <span className={styles.muted}>{t('contacts.replyCount', { count: contact.reply_count })}</span>
                )}
              </span>
            ),
          },
          {
            key: 'from',
            title: t('contacts.from'),
            render: (_, contact) => (
              <span className={styles.titleCell}>
                {contact.name}
                <span className={styles.muted}>{contact.email}</span>
              </span>
            ),
          },
          {
            key: 'language',
            title: t('contacts.language'),
            render: (_, contact) => t(contact.language === 'en' ? 'common.english' : 'common.vietnamese'),
          },
          {
            key: 'status',
            title: t('contacts.statusLabel'),
            render: (_, contact) => <ContactStatusTag status={contact.status} />,
          },
          {
            key: 'assignee',
            title: t('contacts.assignee'),
            render: (_, contact) =>
              contact.assigned_to?.name ?? <span className={styles.muted}>{t('contacts.nobody')}</span>,
          },
          { key: 'received', title: t('contacts.received'), render: (_, contact) => formatTime(contact.created_at) },
        ]}
      />
    </AdminShell>
  );
}
