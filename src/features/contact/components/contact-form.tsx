import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTypedBeforeHydration } from '@/hooks/use-typed-before-hydration';
import { CONTACT_LIMITS } from '@/lib/content/contact-limits';
import type { ContactInput } from '@/schemas/contact';
import type * as contactSubmit from '../contact-submit';
import type { ContactErrors, ContactField } from '../contact-submit';
import styles from './contact.module.scss';

type SubmitModule = typeof contactSubmit;

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

const FIELDS: { name: ContactField; type: string; autoComplete: string; maxLength: number; optional?: true }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: CONTACT_LIMITS.name },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.phone, optional: true },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: CONTACT_LIMITS.subject },
];

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
  const loadSubmit = () => (submitModule.current ??= import('../contact-submit'));
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  // Until the script runs, a click would submit the form natively: a reload that loses the text.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(
    () => formRef.current,
    (typed) => setValues((previous) => ({ ...previous, ...typed })),
  );
  const successRef = useRef<HTMLHeadingElement>(null);

  const focusFirstError = (found: ContactErrors) => {
    const first = (['name', 'email', 'phone', 'subject', 'message'] as const).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    let submitter: SubmitModule;
    try {
      submitter = await loadSubmit();
    } catch {
      // The chunk did not load (offline): let a later attempt fetch it again.
      submitModule.current = null;
      setStatus({ kind: 'failed', message: tc('errors.NETWORK_ERROR') });
      return;
    }
    const found = submitter.checkContact(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'editing' });
      focusFirstError(found);
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await submitter.submitContact(values, t);
    if (outcome.kind === 'sent') {
      setStatus({ kind: 'sent' });
      setValues(EMPTY);
      // The success message replaces the form: move focus to it so it is announced.
      requestAnimationFrame(() => successRef.current?.focus());
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setStatus({ kind: 'failed', message: t('contact.checkFields') });
      focusFirstError(outcome.errors);
    } else {
      const message =
        outcome.code === 'RATE_LIMITED' || outcome.code === 'SERVICE_UNAVAILABLE' || outcome.code === 'NETWORK_ERROR'
          ? tc(`errors.${outcome.code}`)
          : t('contact.failed');
      setStatus({ kind: 'failed', message });
    }
  };

  const change = (field: keyof ContactInput, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field !== 'website' && errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  if (status.kind === 'sent') {
    return (
      <div className={styles.success} role="status">
        <h2 ref={successRef} tabIndex={-1}>
          {t('contact.successTitle')}
        </h2>
        <p>{t('contact.successText')}</p>
        <button type="button" className={styles.secondary} onClick={() => setStatus({ kind: 'editing' })}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  const describedBy = (field: ContactField, hint?: string) =>
    [hint, errors[field] ? `contact-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadSubmit().catch(() => (submitModule.current = null))}
      noValidate
      className={styles.form}
      aria-busy={sending}
    >
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
            id={`contact-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            required={!field.optional}
            value={values[field.name] ?? ''}
            onChange={(event) => change(field.name, event.target.value)}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
            className={styles.input}
          />
          {errors[field.name] && (
            <p id={`contact-${field.name}-error`} className={styles.error}>
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div className={styles.field}>
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          required
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', 'contact-message-hint')}
          className={styles.input}
        />
        <p id="contact-message-hint" className={styles.hint}>
          {t('contact.messageHint', { min: CONTACT_LIMITS.messageMin })}
        </p>
        {errors.message && (
          <p id="contact-message-error" className={styles.error}>
            {errors.message}
          </p>
        )}
      </div>
      {/* The honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website ?? ''}
          onChange={(event) => change('website', event.target.value)}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={sending || !hydrated}>
        {sending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
