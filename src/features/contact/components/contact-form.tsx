import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { usePlainForm, type SendOutcome } from '@/hooks/use-plain-form';
import { CONTACT_LIMITS } from '@/lib/content/contact-limits';
import type { ContactInput } from '@/schemas/contact';
import type * as contactSubmit from '../contact-submit';
import type { ContactField } from '../contact-submit';
import styles from './contact.module.scss';

type SubmitModule = typeof contactSubmit;

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

const FIELDS: { name: ContactField; type: string; autoComplete: string; maxLength: number; optional?: true }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: CONTACT_LIMITS.name },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.phone, optional: true },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: CONTACT_LIMITS.subject },
];

// Failures whose message the visitor can act on; anything else is "could not send".
const EXPLAINED = new Set(['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'NETWORK_ERROR']);

/**
 * The contact form: checks with the shared schema before sending, shows the API's field
 * errors on their fields, a sending state, and a success state in place of the form. It
 * carries a honeypot field people never see (see src/schemas/contact.ts).
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation('common');
  // Checking and sending load when the visitor starts on the form (see contact-submit.ts).
  const submitModule = useRef<Promise<SubmitModule> | null>(null);
  const loadSubmit = () =>
    (submitModule.current ??= import('../contact-submit').catch((error: unknown) => {
      // The chunk did not load (offline): let a later attempt fetch it again.
      submitModule.current = null;
      throw error;
    }));
  const form = usePlainForm<ContactInput>({
    initial: EMPTY,
    idPrefix: 'contact',
    check: async (values) => (await loadSubmit()).checkContact(values, t),
    send: async (values): Promise<SendOutcome<ContactInput>> => {
      const outcome = await (await loadSubmit()).submitContact(values, t);
      if (outcome.kind !== 'failed') {
        return outcome.kind === 'sent' ? outcome : { ...outcome, message: t('contact.checkFields') };
      }
      const code = outcome.code ?? '';
      return { kind: 'failed', message: EXPLAINED.has(code) ? tc(`errors.${code}`) : t('contact.failed') };
    },
    thrownMessage: () => tc('errors.NETWORK_ERROR'),
  });
  const { errors, status, sending } = form;
  const successRef = useRef<HTMLHeadingElement>(null);
  const sent = status.kind === 'sent';

  // The success message replaces the form: move focus to it so it is announced.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <h2 ref={successRef} tabIndex={-1}>
          {t('contact.successTitle')}
        </h2>
        <p>{t('contact.successText')}</p>
        <button type="button" className={styles.secondary} onClick={form.edit}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  return (
    <form {...form.formProps} onFocus={() => void loadSubmit().catch(() => undefined)} className={styles.form}>
      <p className={styles.note}>{t('contact.required')}</p>
      {status.kind === 'failed' && (
        <p role="alert" className={styles.alert}>
          {status.message}
        </p>
      )}
      {FIELDS.map((field) => (
        <div key={field.name} className={styles.field}>
          <label htmlFor={`contact-${field.name}`}>{t(`contact.${field.name}`)}</label>
          <input
            {...form.fieldProps(field.name)}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            required={!field.optional}
            className={styles.input}
          />
          {errors[field.name] && (
            <p id={form.errorId(field.name)} className={styles.error}>
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div className={styles.field}>
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <textarea
          {...form.fieldProps('message', 'contact-message-hint')}
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          required
          className={styles.input}
        />
        <p id="contact-message-hint" className={styles.hint}>
          {t('contact.messageHint', { min: CONTACT_LIMITS.messageMin })}
        </p>
        {errors.message && (
          <p id={form.errorId('message')} className={styles.error}>
            {errors.message}
          </p>
        )}
      </div>
      {/* The honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input {...form.fieldProps('website')} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* Until the script runs, a click would submit the form natively: a reload that loses the text. */}
      <button type="submit" className={styles.submit} disabled={sending || !form.hydrated}>
        {sending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
