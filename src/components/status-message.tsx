import styles from './status-message.module.scss';
import { StatusMessageView, type StatusMessageProps } from './status-message-view';

/**
 * A page-sized message: not found, server error, coming soon. Plain markup rather than
 * antd's Result, so these pages carry no antd code at all.
 */
export function StatusMessage(props: StatusMessageProps) {
  return <StatusMessageView {...props} styles={styles} />;
}
