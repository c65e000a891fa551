import { Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { AdminUserListItem } from '@/lib/admin/admin-user-types';
import { USER_ROLES } from '@/lib/auth/user-roles';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminUserPath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import styles from '../admin-table.module.scss';
import { UserTags } from './user-tags';

export interface UserListViewProps {
  users: AdminUserListItem[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/**
 * /admin/users: every account, newest first, searched by name or email and filtered by
 * role and state on the server (the state in the URL), each opening onto its page.
 */
export function UserListView({ users, page, totalPage, pageSize }: UserListViewProps) {
  const { t } = useTranslation('admin');
  const { query, update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];

  return (
    <AdminShell title={t('users.title')} crumbs={[{ label: t('users.title') }]}>
      <AdminFilters name="user-filters" keys={['q', 'role', 'verified', 'disabled']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('users.searchPlaceholder')} allowClear className={styles.wide} />
        </Form.Item>
        <Form.Item name="role" label={t('users.role')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={USER_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          />
        </Form.Item>
        <Form.Item name="verified" label={t('users.verified')}>
          <Select allowClear className={styles.select} placeholder={t('common.all')} options={yesNo} />
        </Form.Item>
        <Form.Item name="disabled" label={t('users.disabled')}>
          <Select allowClear className={styles.select} placeholder={t('common.all')} options={yesNo} />
        </Form.Item>
      </AdminFilters>
      <Table<AdminUserListItem>
        rowKey="id"
        loading={loading}
        dataSource={users}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            // antd's own grey (#bfbfbf) is too faint to read (WCAG AA).
            <span className={styles.muted}>
              {Object.keys(query).length > 0 ? t('common.noMatch') : t('users.empty')}
            </span>
          ),
        }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          {
            key: 'name',
            title: t('users.name'),
            render: (_, user) => (
              <span className={styles.titleCell}>
                <Link href={adminUserPath(user.id)}>{user.name}</Link>
                <span className={styles.muted}>{user.email}</span>
              </span>
            ),
          },
          { key: 'state', title: t('users.role'), render: (_, user) => <UserTags user={user} /> },
          { key: 'created', title: t('users.created'), render: (_, user) => formatTime(user.created_at) },
          {
            key: 'lastSignIn',
            title: t('users.lastSignIn'),
            render: (_, user) => (user.last_sign_in_at ? formatTime(user.last_sign_in_at) : t('users.never')),
          },
        ]}
      />
    </AdminShell>
  );
}
