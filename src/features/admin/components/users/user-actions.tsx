import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminUser } from '@/lib/admin/admin-user-types';
import { adminApi } from '../../admin-api';
import type { useRecordWrites } from '../../hooks/use-record-writes';

interface UserActionsProps {
  user: AdminUser;
  writes: ReturnType<typeof useRecordWrites<AdminUser>>;
}

/**
 * The account's buttons: role and access changes ask for confirmation first (they lock
 * someone in or out at once); the two mails go straight away. An admin's own account has
 * no Disable: the server refuses it too.
 */
export function UserActions({ user, writes }: UserActionsProps) {
  const { t } = useTranslation('admin');
  const { busy, save } = writes;
  const change = (body: { role?: AdminUser['role']; disabled?: boolean }, done: string) =>
    void save(() => adminApi.updateUser(user.id, body), t(done, { name: user.name }));
  const mail = (send: (id: string) => Promise<unknown>, done: string) =>
    void save(
      async () => {
        await send(user.id);
        return user;
      },
      t(done, { email: user.email }),
    );
  const withConfirmation = (title: string, okText: string, onConfirm: () => void, label: string, danger = false) => (
    <Popconfirm
      title={t(title, { name: user.name })}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      <Button danger={danger} disabled={busy}>
        {label}
      </Button>
    </Popconfirm>
  );

  const makeAdmin = t('users.actions.makeAdmin');
  const removeAdmin = t('users.actions.removeAdmin');
  const disable = t('users.actions.disable');
  const enable = t('users.actions.enable');
  return (
    <>
      {user.role === 'user'
        ? withConfirmation(
            'users.confirm.makeAdmin',
            makeAdmin,
            () => change({ role: 'admin' }, 'users.done.madeAdmin'),
            makeAdmin,
          )
        : withConfirmation(
            'users.confirm.removeAdmin',
            removeAdmin,
            () => change({ role: 'user' }, 'users.done.removedAdmin'),
            removeAdmin,
          )}
      {user.disabled
        ? withConfirmation(
            'users.confirm.enable',
            enable,
            () => change({ disabled: false }, 'users.done.enabled'),
            enable,
          )
        : !user.is_self &&
          withConfirmation(
            'users.confirm.disable',
            disable,
            () => change({ disabled: true }, 'users.done.disabled'),
            disable,
            true,
          )}
      {!user.verified && (
        <Button disabled={busy} onClick={() => mail(adminApi.sendVerification, 'users.done.verificationSent')}>
          {t('users.actions.resendVerification')}
        </Button>
      )}
      <Button disabled={busy} onClick={() => mail(adminApi.sendPasswordReset, 'users.done.passwordResetSent')}>
        {t('users.actions.sendPasswordReset')}
      </Button>
    </>
  );
}
