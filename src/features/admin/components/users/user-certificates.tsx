import { Button, Input, Modal, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { AdminUser } from '@/lib/admin/admin-user-types';
import type { AdminCertificate } from '@/lib/certificates/certificate-types';
import { formatPercent } from '@/lib/format/percent';
import { toLocale } from '@/lib/locales';
import { certificatePath } from '@/lib/routes';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminApi } from '../../admin-api';
import type { useRecordWrites } from '../../hooks/use-record-writes';
import styles from '../admin-table.module.scss';
import { DetailSection } from '../detail-section';

interface UserCertificatesProps {
  user: AdminUser;
  writes: ReturnType<typeof useRecordWrites<AdminUser>>;
}

/**
 * The account's certificates, each with its public page, and the way to revoke one (with a
 * reason the public page shows, e.g. after a refund or for cheating) or to undo that.
 */
export function UserCertificates({ user, writes }: UserCertificatesProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [reason, setReason] = useState('');
  const { busy, save } = writes;

  const replace = (changed: AdminCertificate): AdminUser => ({
    ...user,
    certificates: user.certificates.map((item) => (item.code === changed.code ? changed : item)),
  });
  const revoke = async () => {
    if (!revoking) return;
    const done = await save(
      async () => replace(await adminApi.revokeCertificate(revoking.code, reason)),
      t('certificates.done.revoked', { code: revoking.code }),
    );
    if (done) setRevoking(null);
  };

  return (
    <DetailSection title={t('certificates.title', { count: user.certificates.length })} wide>
      <Table<AdminCertificate>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={user.certificates}
        locale={{ emptyText: <span className={styles.muted}>{t('certificates.empty')}</span> }}
        columns={[
          {
            key: 'code',
            title: t('certificates.code'),
            render: (_, item) => (
              <a href={certificatePath(item.code)} target="_blank" rel="noreferrer">
                {item.code}
              </a>
            ),
          },
          { key: 'course', title: t('certificates.course'), render: (_, item) => item.course_title[language] },
          { key: 'issued', title: t('certificates.issued'), render: (_, item) => formatTime(item.issued_at) },
          {
            key: 'score',
            title: t('certificates.score'),
            render: (_, item) => (item.score === null ? t('orders.none') : formatPercent(item.score)),
          },
          {
            key: 'status',
            title: t('certificates.status'),
            render: (_, item) =>
              item.revoked_at ? (
                <span>
                  <Tag color="red">{t('certificates.revokedOn', { date: formatTime(item.revoked_at) })}</Tag>{' '}
                  {item.revoked_reason}
                </span>
              ) : (
                <Tag color="green">{t('certificates.valid')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('certificates.actions'),
            render: (_, item) =>
              item.revoked_at ? (
                <Popconfirm
                  title={t('certificates.confirmRestore', { code: item.code })}
                  okText={t('certificates.restore')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    void save(
                      async () => replace(await adminApi.restoreCertificate(item.code)),
                      t('certificates.done.restored', { code: item.code }),
                    )
                  }
                >
                  <Button size="small" disabled={busy}>
                    {t('certificates.restore')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button
                  size="small"
                  danger
                  disabled={busy}
                  aria-label={t('certificates.revokeNamed', { code: item.code })}
                  onClick={() => {
                    setReason('');
                    setRevoking(item);
                  }}
                >
                  {t('certificates.revoke')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={revoking !== null}
        title={t('certificates.revokeTitle', { code: revoking?.code ?? '' })}
        okText={t('certificates.revoke')}
        okButtonProps={{ danger: true, disabled: reason.trim().length < 3, loading: busy }}
        cancelText={t('common.cancel')}
        onOk={() => void revoke()}
        onCancel={() => setRevoking(null)}
        destroyOnHidden
      >
        <label htmlFor="certificate-revoke-reason">{t('certificates.reason')}</label>
        <Input.TextArea
          id="certificate-revoke-reason"
          value={reason}
          maxLength={300}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className={styles.muted}>{t('certificates.reasonHelp')}</p>
      </Modal>
    </DetailSection>
  );
}
