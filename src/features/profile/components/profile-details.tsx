import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '@/lib/auth/user';
import { me } from '../profile-api';
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
  // Opening and closing the form replaces the control that had the keyboard's focus: it
  // moves on to the form's first field, and back to the Edit button.
  const section = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'form' | 'edit' | null>(null);
  useEffect(() => {
    if (focusNext.current === 'form') section.current?.querySelector<HTMLElement>('form input')?.focus();
    if (focusNext.current === 'edit') editButton.current?.focus();
    focusNext.current = null;
  }, [editing]);
  const closeForm = () => {
    focusNext.current = 'edit';
    setEditing(false);
  };

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
    <section ref={section} className={styles.section} aria-labelledby="profile-details-title">
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
          onCancel={closeForm}
          onSaved={(user) => {
            setLoad({ status: 'ready', user });
            closeForm();
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
            ref={editButton}
            type="primary"
            onClick={() => {
              setSaved(false);
              focusNext.current = 'form';
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
