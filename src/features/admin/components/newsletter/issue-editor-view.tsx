import { Button, Form, Popconfirm, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminIssue } from '@/lib/admin/admin-newsletter-types';
import { MAX_ISSUE_BODY_LENGTH, MAX_ISSUE_SUBJECT_LENGTH, SEND_PROGRESS_POLL_MS } from '@/lib/admin/newsletter';
import { LOCALES, toLocale, type Locale } from '@/lib/locales';
import { adminApi, type IssueTexts } from '../../admin-api';
import { ADMIN_ROUTES, adminNewsletterIssuePath } from '../../admin-routes';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useRecordWrites } from '../../hooks/use-record-writes';
import { AdminShell } from '../admin-shell';
import { BilingualFields } from '../bilingual-fields';
import courseStyles from '../courses/course-editor.module.scss';
import { WriteNoticeLine } from '../write-notice';
import { IssuePreviewPanel } from './issue-preview';
import { IssueProgressBars } from './issue-progress';
import { NewsletterStatusTag } from './newsletter-tags';
import styles from './newsletter.module.scss';

export interface IssueEditorViewProps {
  /** Null on /admin/newsletter/new: the first save creates the draft and opens its page. */
  issue: AdminIssue | null;
}

const FIELDS = ['subject.en', 'subject.vi', 'body_markdown.en', 'body_markdown.vi'];
const EMPTY: IssueTexts = { subject: { en: '', vi: '' }, body_markdown: { en: '', vi: '' } };

/** The languages written in full (a subject and a body): the ones a send mails. */
function writtenIn(texts: IssueTexts): Locale[] {
  return LOCALES.filter((language) => texts.subject[language].trim() && texts.body_markdown[language].trim());
}

const sameTexts = (a: IssueTexts, b: IssueTexts) =>
  LOCALES.every(
    (language) =>
      a.subject[language] === b.subject[language] && a.body_markdown[language] === b.body_markdown[language],
  );

/**
 * /admin/newsletter/[id] (and /new): an issue's subject and Markdown body per language, a
 * preview rendered by the server exactly as mailed, a test mailed to oneself, then the send
 * to every confirmed reader of the written languages after a confirmation that gives the
 * counts — and from then on, read only, the send's progress, asked for again while it runs.
 */
export function IssueEditorView({ issue: initial }: IssueEditorViewProps) {
  const { t, i18n } = useTranslation('admin');
  const router = useRouter();
  const showErrors = useAdminFormErrors();
  const writes = useRecordWrites(initial);
  const { record: issue, busy, notice, saved, leave, refuse, setRecord } = writes;
  const [form] = Form.useForm<IssueTexts>();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [testLanguage, setTestLanguage] = useState<Locale | 'all'>('all');
  const [testing, setTesting] = useState(false);
  const [pollFailed, setPollFailed] = useState(false);
  // Counts the progress asks, so a failed one schedules the next.
  const [polls, setPolls] = useState(0);
  const stored: IssueTexts = issue ? { subject: issue.subject, body_markdown: issue.body_markdown } : EMPTY;
  const watched = Form.useWatch([], form) as IssueTexts | undefined;
  const current: IssueTexts = watched?.subject && watched.body_markdown ? watched : stored;
  const editable = !issue || issue.status === 'draft';
  const languageName = (language: Locale) => t(language === 'en' ? 'common.english' : 'common.vietnamese');
  const pageLanguage = toLocale(i18n.language);
  const title = issue ? issue.subject[pageLanguage] || t('newsletter.untitled') : t('newsletter.editor.newTitle');

  // While the send runs, its progress is asked for every few seconds; a failed ask is said, and retried.
  const sending = issue?.status === 'sending';
  const issueId = issue?.id;
  useEffect(() => {
    if (!sending || !issueId) return;
    const timer = setTimeout(() => {
      adminApi
        .getIssue(issueId)
        .then(
          (next) => {
            setPollFailed(false);
            setRecord(next);
          },
          () => setPollFailed(true),
        )
        .finally(() => setPolls((count) => count + 1));
    }, SEND_PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [sending, issueId, polls, setRecord]);

  const onSave = async (values: IssueTexts) => {
    setFormMessage(null);
    try {
      if (!issue) {
        const created = await adminApi.createIssue(values);
        await router.replace(adminNewsletterIssuePath(created.id));
        return;
      }
      saved(await adminApi.updateIssue(issue.id, values), t('common.saved'));
    } catch (error) {
      setFormMessage(showErrors(error, form, FIELDS));
    }
  };

  const written = writtenIn(stored);
  const readers = written.reduce((sum, language) => sum + (issue?.audience[language] ?? 0), 0);
  const unsaved = !sameTexts(current, stored);

  const startSend = async () => {
    if (!issue) return;
    if (unsaved) {
      refuse(t('newsletter.editor.saveFirst'));
      return;
    }
    try {
      saved(await adminApi.sendIssue(issue.id), t('newsletter.editor.sendStarted'));
    } catch (error) {
      // A half-written language is named on its field.
      const message = showErrors(error, form, FIELDS);
      if (message) refuse(message);
    }
  };

  const sendTest = async () => {
    if (!issue) return;
    setTesting(true);
    try {
      const sent = await adminApi.testIssue(issue.id, testLanguage === 'all' ? undefined : testLanguage);
      saved(issue, t('newsletter.editor.testSent', { email: sent.to }));
    } catch (error) {
      refuse(showErrors(error, null, []) ?? t('common.requestFailed'));
    } finally {
      setTesting(false);
    }
  };

  return (
    <AdminShell
      title={title}
      crumbs={[{ label: t('newsletter.title'), href: `${ADMIN_ROUTES.newsletter}?tab=issues` }, { label: title }]}
    >
      {issue && (
        <p className={courseStyles.status}>
          <NewsletterStatusTag kind="issue" status={issue.status} />
        </p>
      )}
      <WriteNoticeLine notice={notice} />
      {!editable && <p className={styles.muted}>{t('newsletter.editor.readOnly')}</p>}
      <Form<IssueTexts>
        name="newsletter-issue"
        form={form}
        layout="vertical"
        className={courseStyles.form}
        initialValues={stored}
        disabled={!editable || busy}
        onFinish={(values) => void onSave(values)}
      >
        <FormAlert message={formMessage} />
        <BilingualFields
          name="subject"
          label={t('newsletter.subject')}
          max={MAX_ISSUE_SUBJECT_LENGTH}
          help={t('newsletter.editor.subjectHelp')}
        />
        <BilingualFields
          name="body_markdown"
          label={t('newsletter.body')}
          max={MAX_ISSUE_BODY_LENGTH}
          rows={14}
          help={t('newsletter.editor.bodyHelp')}
        />
        {editable && (
          <div className={styles.toolbar}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('common.save')}
            </Button>
            {issue && (
              <Popconfirm
                title={t('newsletter.editor.deleteHelp')}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  void leave(() => adminApi.deleteIssue(issue.id), `${ADMIN_ROUTES.newsletter}?tab=issues`)
                }
              >
                <Button danger>{t('common.delete')}</Button>
              </Popconfirm>
            )}
          </div>
        )}
      </Form>

      <IssuePreviewPanel texts={current} />

      {issue && editable && (
        <section className={styles.section} aria-labelledby="issue-send">
          <h2 id="issue-send">{t('newsletter.editor.sendHeading')}</h2>
          <div className={styles.toolbar}>
            <Select<Locale | 'all'>
              aria-label={t('newsletter.editor.testLanguage')}
              className={styles.select}
              value={testLanguage}
              onChange={setTestLanguage}
              options={[
                { value: 'all', label: t('newsletter.editor.testAll') },
                ...written.map((language) => ({ value: language, label: languageName(language) })),
              ]}
            />
            <Button
              loading={testing}
              disabled={busy || written.length === 0 || unsaved}
              onClick={() => void sendTest()}
            >
              {t('newsletter.editor.test')}
            </Button>
            <Popconfirm
              title={t('newsletter.editor.sendConfirm')}
              description={
                <ul className={styles.counts}>
                  {LOCALES.map((language) => (
                    <li key={language}>
                      {written.includes(language)
                        ? t('newsletter.editor.sendCount', {
                            language: languageName(language),
                            count: issue.audience[language],
                          })
                        : t('newsletter.editor.notWritten', { language: languageName(language) })}
                    </li>
                  ))}
                </ul>
              }
              okText={t('newsletter.editor.send', { count: readers })}
              cancelText={t('common.cancel')}
              onConfirm={() => void startSend()}
              disabled={readers === 0 || unsaved}
            >
              <Button type="primary" disabled={busy || readers === 0 || unsaved}>
                {t('newsletter.editor.send', { count: readers })}
              </Button>
            </Popconfirm>
          </div>
          {written.length > 0 && readers === 0 && <p className={styles.muted}>{t('newsletter.editor.noReaders')}</p>}
          {unsaved && <p className={styles.muted}>{t('newsletter.editor.saveFirst')}</p>}
        </section>
      )}

      {issue && !editable && (
        <section className={styles.section} aria-labelledby="issue-progress">
          <h2 id="issue-progress">{t('newsletter.progress')}</h2>
          {pollFailed && <FormAlert message={t('newsletter.editor.pollFailed')} />}
          <IssueProgressBars progress={issue.progress} />
        </section>
      )}
    </AdminShell>
  );
}
