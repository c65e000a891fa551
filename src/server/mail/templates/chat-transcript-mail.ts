import { SITE_TIME_ZONE } from '@/lib/format/date';
import { intlLocale, type Locale } from '@/lib/locales';
import { serverTranslator } from '../../i18n/server-translations';
import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

interface TranscriptLine {
  sender: 'user' | 'admin';
  text: string;
  at: Date;
}

export interface TranscriptFacts {
  startedAt: Date;
  /** The conversation's messages, oldest first: the contact's and the team's (never a note). */
  lines: TranscriptLine[];
  /** Earlier messages left out (the mail carries the latest ones). */
  omitted: number;
}

/**
 * The transcript of a chat conversation, mailed to the contact when an admin closes it with
 * "mail the transcript", in the conversation's language. Each message is a paragraph: when
 * (Vietnam time, as the site shows it), who, and what they wrote.
 */
export function chatTranscriptMail(
  locale: Locale,
  to: { email: string; name: string },
  facts: TranscriptFacts,
): MailMessage {
  const t = serverTranslator(locale, 'mail');
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  });
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: SITE_TIME_ZONE });
  const who = (line: TranscriptLine) => (line.sender === 'user' ? to.name : t('chatTranscript.team'));
  return renderMail(locale, to.email, {
    subject: t('chatTranscript.subject', { date: day.format(facts.startedAt) }),
    greeting: t('layout.greeting', { name: to.name }),
    intro: [
      t('chatTranscript.intro'),
      ...(facts.omitted > 0 ? [t('chatTranscript.omitted', { count: facts.omitted })] : []),
      ...(facts.lines.length === 0 ? [t('chatTranscript.empty')] : []),
      ...facts.lines.map((line) => `[${time.format(line.at)}] ${who(line)}:\n${line.text}`),
    ],
    outro: [t('chatTranscript.outro')],
  });
}
