import { useTranslation } from 'next-i18next/pages';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useIsSignedIn } from '@/store/hooks';
import { panelClosed, panelOpened, selectUnreadCount } from '../chat-slice';
import { hasStoredChat } from '../chat-storage';
import { CHAT_PANEL_ID } from './chat-panel-id';
import styles from './chat-launcher.module.scss';

// The widget (panel, forms, polling, the API client) is its own chunk: a page's first load
// carries only this button. It loads when the visitor reaches for the button, or, when
// there is a conversation to follow for the badge, once the page is idle.
const ChatWidget = lazy(() => import('./chat-widget').then((m) => ({ default: m.ChatWidget })));

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 2_000);
  return () => clearTimeout(timer);
}

/** Spec §2: the floating chat button with its unread badge; the widget mounts beside it. */
export function ChatLauncher() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => state.chat.isOpen);
  const unread = useAppSelector(selectUnreadCount);
  const isLoggedIn = useIsSignedIn();
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (wanted || !hasStoredChat()) return;
    return whenIdle(want);
  }, [wanted, want, isLoggedIn]);

  const toggle = () => {
    want();
    dispatch(isOpen ? panelClosed() : panelOpened());
  };

  const label = isOpen
    ? t('chatLauncher.close')
    : unread > 0
      ? `${t('chatLauncher.open')}. ${t('chatLauncher.unread', { count: unread })}`
      : t('chatLauncher.open');

  return (
    <div className={styles.launcher}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? CHAT_PANEL_ID : undefined}
        onClick={toggle}
        onPointerEnter={want}
        onFocus={want}
        onTouchStart={want}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
              fill="currentColor"
            />
          )}
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {/* Announces replies that arrive while the panel is closed. */}
      <span className="visually-hidden" role="status">
        {unread > 0 && !isOpen ? t('chatLauncher.unread', { count: unread }) : ''}
      </span>
      {wanted && (
        <Suspense
          fallback={
            isOpen && (
              <div className={styles.loading} role="status">
                {t('loading')}
              </div>
            )
          }
        >
          <ChatWidget launcherRef={buttonRef} />
        </Suspense>
      )}
    </div>
  );
}
