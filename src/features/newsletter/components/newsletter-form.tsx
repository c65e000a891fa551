import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { isApiError } from '@/lib/api/api-error';
import styles from './newsletter-form.module.scss';

type Status =
  { kind: 'idle' } | { kind: 'invalid' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

// Failures whose message the visitor can act on; anything else is "try again".
const EXPLAINED = new Set(['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'NETWORK_ERROR']);

/**
 * Footer newsletter input with its send button (spec §2): POST /api/newsletter, double
 * opt-in — the address is subscribed once the mailed link is opened, which the form says.
 *
 * This form is on every page and its JavaScript is budgeted, so it is plain HTML: the
 * address is checked with the browser's own `type=email` rule rather than a schema library
 * (the server validates again with the shared zod schema), and the button is a native one
 * styled like the site's primary button — antd's would bring ~50 kB of antd to every page.
 */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The form's HTML arrives before its code runs (the footer hydrates after the page).
  // Until then its button submits nothing, and `method="post"` keeps an early Enter (a
  // native submission, which reloads the page) from putting the address in the URL, server
  // logs and history.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (email === '' || !input.checkValidity()) {
      setStatus({ kind: 'invalid' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      // The API client loads on the first sign-up, not with every page that shows the form.
      const { subscribeToNewsletter } = await import('../newsletter-api');
      await subscribeToNewsletter(email);
      input.value = '';
      setStatus({ kind: 'sent' });
    } catch (error) {
      // A chunk that failed to load is a network failure too.
      const code = isApiError(error) ? error.error_code : 'NETWORK_ERROR';
      if (code === 'VALIDATION_ERROR') setStatus({ kind: 'invalid' });
      else if (code === 'NETWORK_ERROR') setStatus({ kind: 'failed', message: t('errors.NETWORK_ERROR') });
      else setStatus({ kind: 'failed', message: EXPLAINED.has(code) ? t(`errors.${code}`) : t('errors.fallback') });
    }
  };

  const failed = status.kind === 'invalid' || status.kind === 'failed';
  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
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
          aria-invalid={status.kind === 'invalid'}
          aria-describedby="newsletter-status"
          onChange={() => status.kind !== 'idle' && status.kind !== 'sending' && setStatus({ kind: 'idle' })}
        />
        <button type={hydrated ? 'submit' : 'button'} className={styles.button} aria-busy={status.kind === 'sending'}>
          {t('footer.send')}
        </button>
      </div>
      <p id="newsletter-status" role="status" className={failed ? styles.error : styles.note}>
        {status.kind === 'invalid' && t('footer.invalidEmail')}
        {status.kind === 'failed' && status.message}
        {status.kind === 'sent' && t('footer.newsletterSent')}
      </p>
    </form>
  );
}
