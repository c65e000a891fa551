import { Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AuditEntry } from '@/lib/admin/admin-types';
import { changedFields } from '@/lib/admin/audit-diff';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { useUrlQuery } from '../hooks/use-url-query';
import { AdminFilters, serverPagination } from './admin-filters';
import { AdminShell } from './admin-shell';
import styles from './admin-table.module.scss';

export interface AuditLogViewProps {
  entries: AuditEntry[];
  page: number;
  totalPage: number;
  pageSize: number;
}

const ENTITY_TYPES = ['course', 'section', 'lesson', 'quiz', 'question'] as const;

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = changedFields(entry.before, entry.after);
  return (
    <table className={styles.changes}>
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field}</th>
            <td>{change.before ?? t('audit.none')}</td>
            <td>{change.after ?? t('audit.none')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/audit-log: every back-office write, filtered and paged on the server, the state in the URL. */
export function AuditLogView({ entries, page, totalPage, pageSize }: AuditLogViewProps) {
  const { t } = useTranslation('admin');
  const { update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <AdminShell title={t('audit.title')} crumbs={[{ label: t('audit.title') }]}>
      <p>{t('audit.intro')}</p>
      <AdminFilters name="audit-filters" keys={['entity_type', 'entity_id', 'action', 'from', 'to', 'sort']}>
        <Form.Item name="entity_type" label={t('audit.entityType')}>
          <Select
            allowClear
            className={styles.select}
            options={ENTITY_TYPES.map((type) => ({ value: type, label: type }))}
            placeholder={t('common.all')}
          />
        </Form.Item>
        <Form.Item name="entity_id" label={t('audit.entityId')}>
          <Input className={styles.narrow} />
        </Form.Item>
        <Form.Item name="action" label={t('audit.action')}>
          <Input placeholder="course.update" className={styles.narrow} />
        </Form.Item>
        <Form.Item name="from" label={t('audit.from')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('audit.to')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="sort" label={t('audit.when')}>
          <Select
            className={styles.select}
            options={[
              { value: 'newest', label: t('audit.newestFirst') },
              { value: 'oldest', label: t('audit.oldestFirst') },
            ]}
            placeholder={t('audit.newestFirst')}
          />
        </Form.Item>
      </AdminFilters>
      <Table<AuditEntry>
        rowKey="id"
        loading={loading}
        dataSource={entries}
        locale={{ emptyText: t('common.noMatch') }}
        expandable={{
          columnTitle: <span className="visually-hidden">{t('audit.changes')}</span>,
          expandedRowRender: (entry) => <Changes entry={entry} />,
        }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          { key: 'when', title: t('audit.when'), render: (_, entry) => formatTime(entry.created_at) },
          { key: 'who', title: t('audit.who'), render: (_, entry) => entry.actor.email },
          { key: 'action', title: t('audit.action'), dataIndex: 'action' },
          {
            key: 'entity',
            title: t('audit.entity'),
            render: (_, entry) => `${entry.entity_type} #${entry.entity_id}`,
          },
          {
            key: 'changes',
            title: t('audit.changes'),
            render: (_, entry) =>
              changedFields(entry.before, entry.after)
                .map((change) => change.field)
                .join(', '),
          },
        ]}
      />
    </AdminShell>
  );
}
