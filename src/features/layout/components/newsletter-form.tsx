import { Button } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import styles from './newsletter-form.module.scss';

type Status = 'idle' | 'invalid' | 'sent';

/**
 * Footer newsletter input with its send button (spec §2). The subscription itself
 * (double opt-in, POST /api/newsletter) belongs to the content issue; until it lands the
 * form says plainly that nothing was stored.
 *
 * The address is checked with the browser's own `type=email` rule rather than a schema
 * library: this form is on every page, and its first-load JavaScript is budgeted. The
 * server validates again with the shared zod schema.
 */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const [status, setStatus] = useState<Status>('idle');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    setStatus(input.value.trim() !== '' && input.checkValidity() ? 'sent' : 'invalid');
  };

  return (
    <AntdProvider>
      <form onSubmit={submit} noValidate className={styles.form}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('footer.emailLabel')}
        </label>
        <div className={styles.row}>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder={t('footer.emailPlaceholder')}
            className={styles.input}
            aria-invalid={status === 'invalid'}
            aria-describedby="newsletter-status"
            onChange={() => status !== 'idle' && setStatus('idle')}
          />
          <Button type="primary" htmlType="submit" className={styles.button}>
            {t('footer.send')}
          </Button>
        </div>
        <p id="newsletter-status" role="status" className={status === 'invalid' ? styles.error : styles.note}>
          {status === 'invalid' && t('footer.invalidEmail')}
          {status === 'sent' && t('footer.newsletterSoon')}
        </p>
      </form>
    </AntdProvider>
  );
}
