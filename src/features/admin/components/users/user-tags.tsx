import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminUserListItem } from '@/lib/admin/admin-user-types';
import tags from '../tags.module.scss';

/** An account's role and state as tags: admin, unverified, disabled (a plain learner shows none). */
export function UserTags({ user }: { user: Pick<AdminUserListItem, 'role' | 'verified' | 'disabled'> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Tag className={user.role === 'admin' ? tags.positive : undefined}>{t(`users.roles.${user.role}`)}</Tag>
      {!user.verified && <Tag className={tags.warning}>{t('users.unverified')}</Tag>}
      {user.disabled && <Tag className={tags.warning}>{t('users.disabledTag')}</Tag>}
    </>
  );
}
