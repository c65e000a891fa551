import { useId, type ReactNode } from 'react';
import styles from './detail-section.module.scss';

/** A titled part of a record's page (an order's payments, a user's orders), named by its heading. */
export function DetailSection({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {wide ? (
        // A table wider than the page scrolls sideways: focusable, so the keyboard can scroll it too.
        <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={id}>
          {children}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
