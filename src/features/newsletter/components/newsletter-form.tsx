import { useTranslation } from 'next-i18next/pages';
import { usePlainForm } from '@/hooks/use-plain-form';
import { isApiError } from '@/lib/api/api-error';
import styles from './newsletter-form.module.scss';

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
  const invalid = { email: t('footer.invalidEmail') };
  const form = usePlainForm({
    initial: { email: '' },
    idPrefix: 'newsletter',
    check: (values, element) => {
      const input = element.elements.namedItem('email') as HTMLInputElement;
      return values.email.trim() === '' || !input.checkValidity() ? invalid : {};
    },
    send: async (values) => {
      try {
        // The API client loads on the first sign-up, not with every page that shows the form.
        const { subscribeToNewsletter } = await import('../newsletter-api');
        await subscribeToNewsletter(values.email.trim());
        return { kind: 'sent' };
      } catch (error) {
        // A chunk that failed to load is a network failure too.
        const code = isApiError(error) ? error.error_code : 'NETWORK_ERROR';
        if (code === 'VALIDATION_ERROR') return { kind: 'invalid', errors: invalid };
        return { kind: 'failed', message: EXPLAINED.has(code) ? t(`errors.${code}`) : t('errors.fallback') };
      }
    },
  });
  const { status, errors } = form;
  const message = errors.email ?? (status.kind === 'failed' ? status.message : null);

  // The form's HTML arrives before its code runs (the footer hydrates after the page). Until
  // then its button submits nothing, and `method="post"` keeps an early Enter (a native
  // submission, which reloads the page) from putting the address in the URL, server logs
  // and history.
  return (
    <form {...form.formProps} method="post" className={styles.form}>
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t('footer.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          {...form.fieldProps('email')}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          className={styles.input}
          aria-describedby="newsletter-status"
        />
        <button type={form.hydrated ? 'submit' : 'button'} className={styles.button} aria-busy={form.sending}>
          {t('footer.send')}
        </button>
      </div>
      <p id="newsletter-status" role="status" className={message ? styles.error : styles.note}>
        {message ?? (status.kind === 'sent' && t('footer.newsletterSent'))}
      </p>
    </form>
  );
}
