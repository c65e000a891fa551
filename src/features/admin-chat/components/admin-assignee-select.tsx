import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { ChatAdmin } from '@/lib/chat/chat-tools-types';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { assignAdminChat } from '../admin-chat-api';
import styles from './admin-chat.module.scss';

const NOBODY = '';

interface AdminAssigneeSelectProps {
  item: AdminChatItem;
  admins: ChatAdmin[];
  /** The conversation as the server answered the change. */
  onChanged: (item: AdminChatItem) => void;
}

/** Who looks after the conversation: any admin, or nobody. */
export function AdminAssigneeSelect({ item, admins, onChanged }: AdminAssigneeSelectProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = item.assignedTo;
  // An assignee who is no longer an admin still shows as who it is.
  const options = current && !admins.some((admin) => admin.id === current.id) ? [...admins, current] : admins;

  const change = async (value: string) => {
    setBusy(true);
    setFailed(false);
    try {
      onChanged(await assignAdminChat(item.sessionId, value === NOBODY ? null : value));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.assignee}>
      <label htmlFor="admin-chat-assignee">{t('chatTools.assign.label')}</label>
      <select
        id="admin-chat-assignee"
        value={current?.id ?? NOBODY}
        disabled={busy}
        onChange={(event) => void change(event.target.value)}
      >
        <option value={NOBODY}>{t('chatTools.assign.nobody')}</option>
        {options.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.name}
          </option>
        ))}
      </select>
      {failed && (
        <span role="alert" className={styles.replyError}>
          {t('chatTools.assign.failed')}
        </span>
      )}
    </div>
  );
}
