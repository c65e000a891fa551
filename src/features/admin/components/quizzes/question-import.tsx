import { Alert, Button, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ChangeEvent } from 'react';
import type { AdminQuiz, ImportReportReply } from '@/lib/admin/admin-quiz-types';
import { IMPORT_FORMATS, type ImportFormat } from '@/lib/exam/authoring/parse-question-import';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import tags from '../tags.module.scss';
import styles from './question-import.module.scss';

type QuestionRow = ImportReportReply['questions'][number];

/**
 * Questions imported from text (docs/question-import.md): "Check" sends a dry run and shows
 * every question with its line and problems; "Import" writes them all, or — when anything
 * is wrong — none.
 */
export function QuestionImport({
  quiz,
  onImported,
}: {
  quiz: AdminQuiz;
  onImported: (count: number) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const { t: tExam } = useTranslation('exam');
  const showErrors = useAdminFormErrors();
  const [format, setFormat] = useState<ImportFormat>('gift');
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReportReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const run = async (dryRun: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const reply = await adminApi.importQuestions(quiz.id, { format, text, dry_run: dryRun });
      setReport(reply);
      if (!dryRun && reply.imported > 0) {
        setMessage({ type: 'success', text: t('import.imported', { count: reply.imported }) });
        setText('');
        await onImported(reply.imported);
      }
    } catch (error) {
      setMessage({ type: 'error', text: showErrors(error, null, []) ?? t('common.requestFailed') });
    } finally {
      setBusy(false);
    }
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setText(await file.text());
    if (/\.csv$/i.test(file.name)) setFormat('csv');
    setReport(null);
  };

  const withErrors = report?.questions.filter((question) => question.errors.length > 0).length ?? 0;
  const ready = report && withErrors === 0 && report.errors.length === 0 && report.questions.length > 0;

  return (
    <div className={styles.panel}>
      <p>{t('import.intro')}</p>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t('import.format')}</span>
          <Select<ImportFormat>
            value={format}
            onChange={(next) => {
              setFormat(next);
              setReport(null);
            }}
            options={IMPORT_FORMATS.map((value) => ({ value, label: value.toUpperCase() }))}
          />
        </label>
        <label className={styles.field}>
          <span>{t('import.file')}</span>
          <input type="file" accept=".txt,.gift,.csv,text/plain,text/csv" onChange={readFile} />
        </label>
      </div>
      <label className={styles.field}>
        <span>{t('import.text')}</span>
        <Input.TextArea
          rows={10}
          value={text}
          className={styles.text}
          onChange={(event) => {
            setText(event.target.value);
            setReport(null);
          }}
        />
      </label>
      <div className={styles.row}>
        <Button onClick={() => run(true)} loading={busy} disabled={text.trim() === ''}>
          {t('import.check')}
        </Button>
        <Button type="primary" onClick={() => run(false)} loading={busy} disabled={!ready}>
          {t('import.import')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {message && <Alert type={message.type} showIcon title={message.text} />}
        {report && report.dry_run && (
          <Alert
            type={ready ? 'success' : 'warning'}
            showIcon
            title={
              report.questions.length === 0
                ? t('import.none')
                : ready
                  ? t('import.readyCount', { count: report.questions.length })
                  : t('import.blocked', { count: withErrors })
            }
          />
        )}
      </div>
      {report && report.errors.length > 0 && (
        <Alert
          type="error"
          title={t('import.fileErrors')}
          description={
            <ul>
              {report.errors.map((error, index) => (
                <li key={index}>
                  {error.line !== null && `${t('import.line')} ${error.line}: `}
                  {t(`authoring.${error.code}`, { defaultValue: error.message })}
                  {error.field && ` (${error.field})`}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {report && report.questions.length > 0 && (
        <Table<QuestionRow>
          rowKey="line"
          size="small"
          pagination={report.questions.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          dataSource={report.questions}
          columns={[
            { key: 'line', title: t('import.line'), dataIndex: 'line', width: 80 },
            {
              key: 'type',
              title: t('import.type'),
              render: (_, question) => (question.question_type ? tExam(`types.${question.question_type}.name`) : '—'),
            },
            { key: 'title', title: t('import.titleCol'), dataIndex: 'title' },
            {
              key: 'errors',
              title: t('import.errors'),
              render: (_, question) =>
                question.errors.length === 0 ? (
                  <Tag className={tags.positive}>{t('import.ok')}</Tag>
                ) : (
                  <ul className={styles.errors}>
                    {question.errors.map((error, index) => (
                      <li key={index}>
                        {t(`authoring.${error.code}`, { defaultValue: error.message })}
                        {error.field && <span className={styles.field}> ({error.field})</span>}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      )}
    </div>
  );
}
