import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';
import { me, type User } from '@/features/auth/auth-api';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.scss';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; user: User };

const FIELDS = ['name', 'email', 'phone', 'job_title', 'address'] as const;

/** The account's details, fresh from GET /api/auth/me, with an edit mode. */
export function ProfileDetails() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const fetchUser = useCallback(async () => {
    setLoad({ status: 'loading' });
    const user = await me();
    setLoad(user ? { status: 'ready', user } : { status: 'failed' });
  }, []);

  useEffect(() => {
    // Loading state is set before the call; the effect only starts it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchUser();
  }, [fetchUser]);

  return (
    <section className={styles.section} aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className={styles.sectionTitle}>
        {t('details.title')}
      </h2>
      {load.status === 'loading' && (
        <div role="status">
          <Spin size="small" /> {tc('loading')}
        </div>
      )}
      {load.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={tc('loadFailed')}
          action={<Button onClick={fetchUser}>{tc('retry')}</Button>}
        />
      )}
      {load.status === 'ready' && saved && !editing && (
        <Alert type="success" showIcon title={t('details.saved')} role="status" style={{ marginBottom: '1rem' }} />
      )}
      {load.status === 'ready' && editing && (
        <ProfileForm
          user={load.user}
          onCancel={() => setEditing(false)}
          onSaved={(user) => {
            setLoad({ status: 'ready', user });
            setEditing(false);
            setSaved(true);
          }}
        />
      )}
      {load.status === 'ready' && !editing && (
        <>
          <dl className={styles.details}>
            {FIELDS.map((field) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{t(`fields.${field}`)}</dt>
                <dd>{load.user[field] || t('details.notSet')}</dd>
              </div>
            ))}
          </dl>
          <Button
            type="primary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('details.edit')}
          </Button>
        </>
      )}
    </section>
  );
}
