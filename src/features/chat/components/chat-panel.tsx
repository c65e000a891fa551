import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { chatIdentityOf } from '../chat-identity';
import { startChat } from '../chat-session-thunks';
import { errorDismissed } from '../chat-slice';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { CHAT_PANEL_ID } from './chat-panel-id';
import { ChatRegistrationForm } from './chat-registration-form';
import styles from './chat-widget.module.scss';

interface ChatPanelProps {
  onClose: () => void;
}

/**
 * Spec §2: the panel with its header and close button, and below it the registration
 * form (a visitor who has not registered), or the conversation with its input. A
 * non-modal dialog: the page stays usable; Escape closes it.
 */
export function ChatPanel({ onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const { session, isInitializing, error } = useAppSelector((state) => state.chat);
  const needsRegistration = useAppSelector((state) => chatIdentityOf(state).kind === 'anonymous') && !session;
  const panelRef = useRef<HTMLElement>(null);

  // Focus the first field (the name, or the message box) when the panel opens.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [needsRegistration, session?.chatSessionId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      ref={panelRef}
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      {/* Not a <header>: in a dialog it would be read as a second page banner. */}
      <div className={styles.header}>
        <div>
          <h2 id="chat-panel-title" className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.subtitle}>{t('subtitle')}</p>
        </div>
        <button type="button" className={styles.close} aria-label={t('close')} title={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      {error && (
        <div className={styles.alert} role="alert">
          <span>{t(`errors.${error}`)}</span>
          {session ? (
            <button type="button" className={styles.linkButton} onClick={() => dispatch(errorDismissed())}>
              {t('dismiss')}
            </button>
          ) : (
            !needsRegistration && (
              <button type="button" className={styles.linkButton} onClick={() => void dispatch(startChat())}>
                {t('retry')}
              </button>
            )
          )}
        </div>
      )}

      {needsRegistration ? (
        <ChatRegistrationForm busy={isInitializing} onRegister={(registration) => dispatch(startChat(registration))} />
      ) : session ? (
        <>
          <ChatMessageList />
          {session.status === 'active' ? (
            <ChatComposer />
          ) : (
            <div className={styles.ended}>
              <p>{t('ended.text')}</p>
              <button type="button" className={styles.primaryButton} onClick={() => void dispatch(startChat())}>
                {t('ended.restart')}
              </button>
            </div>
          )}
        </>
      ) : (
        <p className={styles.connecting} role="status">
          {isInitializing ? t('connecting') : ''}
        </p>
      )}
    </section>
  );
}
