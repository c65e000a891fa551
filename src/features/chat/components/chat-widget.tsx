import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector, useSignedInUser } from '@/store/hooks';
import { resumeChat, startChat } from '../chat-session-thunks';
import { chatReset, panelClosed } from '../chat-slice';
import { useChatPolling } from '../use-chat-polling';
import { useChatPresence } from '../use-chat-presence';
import { useChatReadMarks } from '../use-chat-read-marks';
import { ChatPanel } from './chat-panel';
import styles from './chat-widget.module.scss';

interface ChatWidgetProps {
  /** The floating button, which gets the focus back when the panel closes. */
  launcherRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The widget's brain, loaded on demand by ChatLauncher: resumes a stored conversation
 * (for the badge), polls, reports presence and read marks, starts the conversation when
 * the panel opens for someone who needs no registration, and shows the panel.
 */
export function ChatWidget({ launcherRef }: ChatWidgetProps) {
  const { t, ready } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const { isOpen, session, isInitializing, error } = useAppSelector((state) => state.chat);
  const userId = useSignedInUser()?.id ?? null;
  const [resumedFor, setResumedFor] = useState<string | null | undefined>(undefined);
  const previousUser = useRef(userId);

  useChatPolling();
  useChatPresence();
  useChatReadMarks();

  // Signing in or out changes who is chatting: the other person's conversation goes.
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    dispatch(chatReset());
  }, [dispatch, userId]);

  useEffect(() => {
    let current = true;
    void dispatch(resumeChat()).finally(() => current && setResumedFor(userId));
    return () => {
      current = false;
    };
  }, [dispatch, userId]);

  const resumed = resumedFor === userId;
  useEffect(() => {
    if (!resumed || !isOpen || session || isInitializing || error) return;
    // Visitors who never registered see the form first; everyone else starts at once.
    void dispatch(startChat());
  }, [dispatch, resumed, isOpen, session, isInitializing, error]);

  if (!isOpen) return null;
  if (!ready) {
    return (
      <div className={styles.loadingPanel} role="status">
        {t('common:loading')}
      </div>
    );
  }
  return (
    <ChatPanel
      onClose={() => {
        dispatch(panelClosed());
        launcherRef.current?.focus();
      }}
    />
  );
}
