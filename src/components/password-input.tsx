import { Input } from 'antd';
import type { ComponentProps } from 'react';
import styles from './password-input.module.scss';

/** antd's password field, with a show/hide toggle large enough to hit (see the styles). */
export function PasswordInput({ rootClassName, ...props }: ComponentProps<typeof Input.Password>) {
  return (
    <Input.Password {...props} rootClassName={rootClassName ? `${styles.field} ${rootClassName}` : styles.field} />
  );
}
