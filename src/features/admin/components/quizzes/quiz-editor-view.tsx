import { Button, Form, Tabs } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { AdminQuestion, AdminQuiz } from '@/lib/admin/admin-quiz-types';
import type { QuestionDraftInput } from '@/lib/exam/authoring/question-draft';
import { toLocale } from '@/lib/locales';
import { quizPath } from '@/lib/routes';
import { ADMIN_ROUTES, adminCoursePath } from '../../admin-routes';
import { adminApi, quizExportUrl } from '../../admin-api';
import { useRecordWrites } from '../../hooks/use-record-writes';
import { AdminShell } from '../admin-shell';
import { DeleteButton } from '../delete-button';
import styles from '../courses/course-editor.module.scss';
import { draftOf, newDraft, QuestionEditor, type PreviewInput } from './question-editor';
import { QuestionImport } from './question-import';
import { QuestionList } from './question-list';
import { QuizSettingsFields, settingsInputOf, settingsValuesOf, type QuizSettingsValues } from './quiz-settings-fields';
import { QuizStatisticsPanel } from './quiz-statistics-panel';
import { WriteNoticeLine } from '../write-notice';

export interface QuizEditorViewProps {
  quiz: AdminQuiz;
  /** The learner's own question component, composed by the page (features do not import each other). */
  renderPreview: (question: PreviewInput) => ReactNode;
}

type Editing = { kind: 'new' } | { kind: 'edit'; question: AdminQuestion; index: number } | null;

/**
 * /admin/quizzes/[id]: a quiz's settings, its questions (written in an editor with a live
 * preview, reordered, copied, removed), imports and statistics. Every save answers the
 * whole quiz, which replaces what the page shows.
 */
export function QuizEditorView({ quiz: initial, renderPreview }: QuizEditorViewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const { record: quiz, setRecord: setQuiz, busy, notice, save, leave } = useRecordWrites(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [tab, setTab] = useState('questions');
  const [settingsForm] = Form.useForm<QuizSettingsValues>();

  const saveQuestion = async (draft: QuestionDraftInput) => {
    const current = editing;
    const done = await save(() =>
      current?.kind === 'edit'
        ? adminApi.editQuestion(current.question.id, draft)
        : adminApi.addQuestion(quiz.id, draft),
    );
    if (done) setEditing(null);
    return done;
  };

  const remove = () => leave(() => adminApi.deleteQuiz(quiz.id), ADMIN_ROUTES.quizzes);

  const questionsTab = (
    <div className={styles.form}>
      {editing ? (
        <QuestionEditor
          key={editing.kind === 'edit' ? editing.question.id : 'new'}
          heading={
            editing.kind === 'edit' ? t('questions.editing', { number: editing.index + 1 }) : t('questions.adding')
          }
          initial={editing.kind === 'edit' ? draftOf(editing.question) : newDraft()}
          answered={editing.kind === 'edit' && editing.question.answered}
          onSave={saveQuestion}
          onCancel={() => setEditing(null)}
          renderPreview={renderPreview}
        />
      ) : (
        <p>
          <Button type="primary" onClick={() => setEditing({ kind: 'new' })}>
            {t('questions.add')}
          </Button>
        </p>
      )}
      <QuestionList
        questions={quiz.questions}
        language={language}
        onEdit={(question) => setEditing({ kind: 'edit', question, index: quiz.questions.indexOf(question) })}
        onDuplicate={(question) => save(() => adminApi.duplicateQuestion(question.id))}
        onDelete={(question) => save(() => adminApi.deleteQuestion(question.id))}
        onReorder={(ids, announce) => save(() => adminApi.reorderQuestions(quiz.id, ids), announce)}
      />
    </div>
  );

  const settingsTab = (
    <Form<QuizSettingsValues>
      name="quiz-settings"
      form={settingsForm}
      layout="vertical"
      className={styles.form}
      initialValues={settingsValuesOf(quiz)}
      onFinish={(values) => save(() => adminApi.updateQuiz(quiz.id, settingsInputOf(values)))}
    >
      <QuizSettingsFields />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  );

  return (
    <AdminShell
      title={quiz.title[language]}
      crumbs={[{ label: t('quizzes.title'), href: ADMIN_ROUTES.quizzes }, { label: quiz.title[language] }]}
      actions={
        <>
          <Link href={quizPath(quiz.id)} target="_blank" rel="noopener">
            {t('quizzes.viewQuiz')}
          </Link>
          <a href={quizExportUrl(quiz.id)} download>
            {t('quizzes.export')}
          </a>
          <DeleteButton question={t('quizzes.deleteHelp')} onConfirm={remove} loading={busy} />
        </>
      }
    >
      <p className={styles.status}>
        <Link href={adminCoursePath(quiz.course.id)}>{quiz.course.title[language]}</Link> · {quiz.group.name[language]}{' '}
        · {t('courses.questions', { count: quiz.question_count })}
      </p>
      <WriteNoticeLine notice={notice} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'questions', label: t('quizzes.questionsTab'), children: questionsTab },
          { key: 'settings', label: t('quizzes.settings'), children: settingsTab },
          {
            key: 'import',
            label: t('quizzes.importTab'),
            children: (
              <QuestionImport
                quiz={quiz}
                onImported={async () => {
                  setQuiz(await adminApi.getQuiz(quiz.id));
                }}
              />
            ),
          },
          {
            key: 'statistics',
            label: t('quizzes.statsTab'),
            children: <QuizStatisticsPanel quizId={quiz.id} language={language} />,
          },
        ]}
      />
    </AdminShell>
  );
}
