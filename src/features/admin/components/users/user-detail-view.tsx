import { Descriptions } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { AdminUser } from '@/lib/admin/admin-user-types';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { ADMIN_ROUTES } from '../../admin-routes';
import { useRecordWrites } from '../../hooks/use-record-writes';
import { AdminShell } from '../admin-shell';
import styles from '../orders/orders.module.scss';
import { WriteNoticeLine } from '../write-notice';
import { UserActions } from './user-actions';
import { UserActivity } from './user-activity';
import { UserCertificates } from './user-certificates';
import { UserTags } from './user-tags';

export interface UserDetailViewProps {
  user: AdminUser;
}

/**
 * /admin/users/[id]: one account (never its password or sessions), what it did on the site,
 * and what an admin may change: its role, whether it may sign in, and the mails that let it
 * verify its address or set a new password. Every change answers the whole account, which
 * replaces what the page shows.
 */
export function UserDetailView({ user: initial }: UserDetailViewProps) {
  const { t } = useTranslation('admin');
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const writes = useRecordWrites(initial);
  const user = writes.record;
  const timeOf = (iso: string | null, none: string) => (iso ? formatTime(iso) : none);

  return (
    <AdminShell
      title={user.name}
      crumbs={[{ label: t('users.title'), href: ADMIN_ROUTES.users }, { label: user.name }]}
      actions={<UserActions user={user} writes={writes} />}
    >
      <Link href={ADMIN_ROUTES.users} className={styles.back}>
        {t('users.backToList')}
      </Link>
      <WriteNoticeLine notice={writes.notice} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'email', label: t('users.email'), children: user.email },
          { key: 'state', label: t('users.role'), children: <UserTags user={user} /> },
          { key: 'phone', label: t('users.phone'), children: user.phone ?? t('orders.none') },
          {
            key: 'signIn',
            label: t('users.signInWith'),
            children: t(user.has_password ? 'users.passwordOrGoogle' : 'users.googleOnly'),
          },
          { key: 'created', label: t('users.created'), children: formatTime(user.created_at) },
          { key: 'lastSignIn', label: t('users.lastSignIn'), children: timeOf(user.last_sign_in_at, t('users.never')) },
          {
            key: 'disabledAt',
            label: t('users.disabledSince'),
            children: timeOf(user.disabled_at, t('orders.none')),
          },
        ]}
      />
      <UserCertificates user={user} writes={writes} />
      <UserActivity user={user} />
    </AdminShell>
  );
}
