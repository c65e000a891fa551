import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { CHAT_NAME_MAX_LENGTH, CHAT_PHONE_MAX_LENGTH, isPhoneNumber } from '@/lib/chat/chat-text';
import type { Registration } from '../chat-session-thunks';
import styles from './chat-widget.module.scss';

interface ChatRegistrationFormProps {
  busy: boolean;
  onRegister: (registration: Registration) => void;
}

/**
 * Spec §5: a visitor who is not signed in gives a name and a phone number first. Both are
 * required, and submitting is ignored while either is empty (the button says so with
 * aria-disabled rather than disabled, so it stays reachable by keyboard).
 */
export function ChatRegistrationForm({ busy, onRegister }: ChatRegistrationFormProps) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const id = useId();
  const complete = name.trim() !== '' && phone.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    if (!isPhoneNumber(phone.trim())) {
      setPhoneInvalid(true);
      return;
    }
    onRegister({ name: name.trim(), phone: phone.trim() });
  };

  return (
    <form className={styles.registration} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('registration.intro')}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('registration.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={CHAT_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>{t('registration.phone')}</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={CHAT_PHONE_MAX_LENGTH}
          value={phone}
          aria-invalid={phoneInvalid}
          aria-describedby={`${id}-phone-hint`}
          onChange={(event) => {
            setPhone(event.target.value);
            setPhoneInvalid(false);
          }}
        />
        <small id={`${id}-phone-hint`} className={phoneInvalid ? styles.fieldError : styles.hint}>
          {phoneInvalid ? t('registration.phoneInvalid') : t('registration.phoneHint')}
        </small>
      </div>
      <button type="submit" className={styles.primaryButton} aria-disabled={!complete || busy}>
        {busy ? t('connecting') : t('registration.submit')}
      </button>
    </form>
  );
}
