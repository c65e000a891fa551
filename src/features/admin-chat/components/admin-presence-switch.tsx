import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { AdminChatStatus } from '@/lib/chat/chat-tools';
import { fetchAdminPresence, setAdminPresence } from '../admin-chat-api';
import styles from './admin-chat.module.scss';

/**
 * The admin's own online / away switch. Away, visitors writing in are told no admin is
 * online (a reply will follow), even while this console stays open and polling.
 */
export function AdminPresenceSwitch() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<AdminChatStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchAdminPresence().then(
      (presence) => live && setStatus(presence.status),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const toggle = async () => {
    if (!status || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      setStatus((await setAdminPresence(status === 'online' ? 'away' : 'online')).status);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const online = status === 'online';
  return (
    <div className={styles.presence}>
      <button
        type="button"
        role="switch"
        aria-checked={online}
        aria-describedby="admin-presence-hint"
        className={online ? styles.switchOn : styles.switchOff}
        disabled={status === null || busy}
        onClick={() => void toggle()}
      >
        {t('chatTools.presence.label')}
      </button>
      <span id="admin-presence-hint" className={styles.presenceHint}>
        {status === null
          ? t(failed ? 'chatTools.presence.loadFailed' : 'chatTools.presence.loading')
          : t(online ? 'chatTools.presence.online' : 'chatTools.presence.away')}
      </span>
      {failed && status !== null && (
        <span role="alert" className={styles.replyError}>
          {t('chatTools.presence.failed')}
        </span>
      )}
    </div>
  );
}
