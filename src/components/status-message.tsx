import type { ReactNode } from 'react';
import styles from './status-message.module.scss';

interface StatusMessageProps {
  /** A short code shown large above the title, e.g. 404. */
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
}

/**
 * A page-sized message: not found, server error, coming soon. Plain markup rather than
 * antd's Result, so these pages carry no antd code at all.
 */
export function StatusMessage({ code, title, text, action }: StatusMessageProps) {
  return (
    <section className={styles.status} aria-labelledby="status-title">
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id="status-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
