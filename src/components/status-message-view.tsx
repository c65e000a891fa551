import type { ReactNode } from 'react';
import type defaultStyles from './status-message.module.scss';

/** The class names of a module built from src/styles/_status-message.scss. */
export type StatusMessageStyles = typeof defaultStyles;

export interface StatusMessageProps {
  /** A short code shown large above the title, e.g. 404. */
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
}

/**
 * StatusMessage's markup, styled by whichever module of its rules the caller brings (it
 * imports no stylesheet itself): see service-unavailable.tsx for why there are two.
 */
export function StatusMessageView({
  code,
  title,
  text,
  action,
  styles,
}: StatusMessageProps & { styles: StatusMessageStyles }) {
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
