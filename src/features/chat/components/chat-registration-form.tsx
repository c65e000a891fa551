import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { usePlainForm } from '@/hooks/use-plain-form';
import { CHAT_NAME_MAX_LENGTH, CHAT_PHONE_MAX_LENGTH, isPhoneNumber } from '@/lib/chat/chat-text';
import type { Registration } from '../chat-session-thunks';
import styles from './chat-widget.module.scss';

interface ChatRegistrationFormProps {
  busy: boolean;
  onRegister: (registration: Registration) => void;
}

/**
 * Spec §5: a visitor who is not signed in gives a name and a phone number first. Both are
 * required (an email is optional: for a transcript of the conversation), and submitting is
 * ignored while either is empty (the button says so with
 * aria-disabled rather than disabled, so it stays reachable by keyboard).
 */
export function ChatRegistrationForm({ busy, onRegister }: ChatRegistrationFormProps) {
  const { t } = useTranslation('chat');
  const hintId = `${useId()}-phone-hint`;
  const emailHintId = `${hintId}-email`;
  const form = usePlainForm({
    initial: { name: '', phone: '', email: '' },
    ready: (values) => !busy && values.name.trim() !== '' && values.phone.trim() !== '',
    check: (values, element) => ({
      ...(isPhoneNumber(values.phone.trim()) ? {} : { phone: t('registration.phoneInvalid') }),
      // The browser's own check of type=email: no schema library in the widget's chunk.
      ...(element.querySelector<HTMLInputElement>('input[type=email]')?.validity.valid === false
        ? { email: t('registration.emailInvalid') }
        : {}),
    }),
    send: async (values) => {
      onRegister({ name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() || undefined });
      return { kind: 'sent' };
    },
    // The panel replaces the form once the conversation starts; a failure keeps what was typed.
    clearOnSent: false,
  });
  const phoneInvalid = form.errors.phone !== undefined;
  const emailInvalid = form.errors.email !== undefined;

  return (
    <form {...form.formProps} className={styles.registration}>
      <p className={styles.intro}>{t('registration.intro')}</p>
      <div className={styles.field}>
        <label htmlFor={form.fieldProps('name').id}>{t('registration.name')}</label>
        <input {...form.fieldProps('name')} type="text" autoComplete="name" required maxLength={CHAT_NAME_MAX_LENGTH} />
      </div>
      <div className={styles.field}>
        <label htmlFor={form.fieldProps('phone').id}>{t('registration.phone')}</label>
        <input
          {...form.fieldProps('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={CHAT_PHONE_MAX_LENGTH}
          aria-invalid={phoneInvalid}
          aria-describedby={hintId}
        />
        <small id={hintId} className={phoneInvalid ? styles.fieldError : styles.hint}>
          {form.errors.phone ?? t('registration.phoneHint')}
        </small>
      </div>
      <div className={styles.field}>
        <label htmlFor={form.fieldProps('email').id}>{t('registration.email')}</label>
        <input
          {...form.fieldProps('email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          aria-invalid={emailInvalid}
          aria-describedby={emailHintId}
        />
        <small id={emailHintId} className={emailInvalid ? styles.fieldError : styles.hint}>
          {form.errors.email ?? t('registration.emailHint')}
        </small>
      </div>
      <button type="submit" className={styles.primaryButton} aria-disabled={!form.canSubmit}>
        {busy ? t('connecting') : t('registration.submit')}
      </button>
    </form>
  );
}
