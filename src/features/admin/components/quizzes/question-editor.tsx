import { Alert, Button, Checkbox, Input, InputNumber, Radio, Segmented, Select } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ReactNode } from 'react';
import type { AuthoringError } from '@/lib/exam/authoring/authoring-errors';
import { validateQuestionDraft, type QuestionDraftInput } from '@/lib/exam/authoring/question-draft';
import { trueFalseAnswers } from '@/lib/exam/authoring/true-false-answers';
import type { QuestionType } from '@/lib/exam/quiz-types';
import { optionLetter } from '@/lib/format/option-letter';
import type { Locale } from '@/lib/locales';
import styles from './question-editor.module.scss';

type Bilingual = { en: string; vi: string };
interface DraftAnswer {
  content: Bilingual;
  correct: boolean;
  order: number | null;
}
export interface EditorDraft {
  question_type: QuestionType;
  content: Bilingual;
  explanation: Bilingual;
  points: number;
  answers: DraftAnswer[];
}

/** What the preview shows: the question in one language, as the exam gets it in practice mode. */
export interface PreviewInput {
  question_type: QuestionType;
  content: string;
  explanation: string | null;
  list_answer: { content: string; correct: boolean; order: number | null }[];
}

const blank = (): Bilingual => ({ en: '', vi: '' });
const SINGLE_CORRECT: ReadonlySet<number> = new Set([1, 3]);
const USES_ORDER: ReadonlySet<number> = new Set([4, 6]);

export function newDraft(): EditorDraft {
  return {
    question_type: 1,
    content: blank(),
    explanation: blank(),
    points: 1,
    answers: [
      { content: blank(), correct: true, order: null },
      { content: blank(), correct: false, order: null },
    ],
  };
}

export function draftOf(question: QuestionDraftInput): EditorDraft {
  return {
    question_type: question.question_type as QuestionType,
    content: question.content,
    explanation: question.explanation ?? blank(),
    points: question.points ?? 1,
    answers: question.answers.map((answer) => ({
      content: answer.content,
      correct: answer.correct ?? false,
      order: answer.order ?? null,
    })),
  };
}

/** The draft as the API takes it: an explanation left empty in both languages is none. */
function inputOf(draft: EditorDraft): QuestionDraftInput {
  const hasExplanation = draft.explanation.en.trim() !== '' || draft.explanation.vi.trim() !== '';
  return { ...draft, explanation: hasExplanation ? draft.explanation : null };
}

/** The answers kept when the type changes: true/false takes the standard pair; ordering types number the items. */
function answersFor(type: QuestionType, answers: DraftAnswer[]): DraftAnswer[] {
  if (type === 3) return trueFalseAnswers(true);
  if (USES_ORDER.has(type))
    return answers.map((answer, index) => ({ ...answer, correct: false, order: answer.order ?? index + 1 }));
  return answers.map((answer, index) => ({
    ...answer,
    order: null,
    correct: SINGLE_CORRECT.has(type) ? index === 0 : answer.correct,
  }));
}

interface QuestionEditorProps {
  initial: EditorDraft;
  /** Learners have answered it: saving makes a new version (said above the form). */
  answered: boolean;
  heading: string;
  onSave: (draft: QuestionDraftInput) => Promise<boolean>;
  onCancel: () => void;
  /** The learner's own question, rendered by the page (the exam feature's QuestionPreview). */
  renderPreview: (question: PreviewInput) => ReactNode;
}

/**
 * The editor of one question of any of the six types, in both languages, checked as it is
 * written by the same rules the server applies (src/lib/exam/authoring/question-draft.ts),
 * beside a live preview that uses the learner's own question components.
 */
export function QuestionEditor({ initial, answered, heading, onSave, onCancel, renderPreview }: QuestionEditorProps) {
  const { t } = useTranslation('admin');
  const { t: tExam } = useTranslation('exam');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [previewLanguage, setPreviewLanguage] = useState<Locale>('en');

  const validation = validateQuestionDraft(inputOf(draft));
  const errors: AuthoringError[] = validation.success ? [] : validation.errors;
  const errorAt = (field: string) => (tried ? errors.find((error) => error.field === field) : undefined);
  const messageAt = (field: string) => {
    const error = errorAt(field);
    return error ? t(`authoring.${error.code}`, { defaultValue: error.message }) : undefined;
  };
  const status = (field: string) => (errorAt(field) ? ('error' as const) : undefined);

  const set = (patch: Partial<EditorDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setAnswer = (index: number, patch: Partial<DraftAnswer>) =>
    setDraft((current) => ({
      ...current,
      answers: current.answers.map((answer, at) => (at === index ? { ...answer, ...patch } : answer)),
    }));
  const markCorrect = (index: number, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      answers: current.answers.map((answer, at) =>
        SINGLE_CORRECT.has(current.question_type)
          ? { ...answer, correct: at === index }
          : at === index
            ? { ...answer, correct: checked }
            : answer,
      ),
    }));

  const type = draft.question_type;
  const preview: PreviewInput = {
    question_type: type,
    content: draft.content[previewLanguage] || '…',
    explanation: draft.explanation[previewLanguage] || null,
    list_answer: draft.answers.map((answer) => ({
      content: answer.content[previewLanguage] || '…',
      correct: answer.correct,
      order: answer.order,
    })),
  };
  // A new preview whenever the question's shape changes: an answer picked before would no longer mean the same.
  const previewKey = JSON.stringify([type, draft.answers.map((answer) => [answer.correct, answer.order])]);
  const answersError = messageAt('answers');

  const save = async () => {
    setTried(true);
    if (!validation.success) return;
    setSaving(true);
    await onSave(inputOf(draft));
    setSaving(false);
  };

  const bilingualInput = (label: string, field: 'content' | 'explanation', rows: number) => (
    <div className={styles.pair}>
      {(['en', 'vi'] as const).map((lang) => (
        <label key={lang} className={styles.field}>
          <span>
            {label} ({t(lang === 'en' ? 'common.english' : 'common.vietnamese')})
          </span>
          <Input.TextArea
            rows={rows}
            value={draft[field][lang]}
            status={status(`${field}.${lang}`)}
            onChange={(event) => set({ [field]: { ...draft[field], [lang]: event.target.value } })}
          />
          {messageAt(`${field}.${lang}`) && <span className={styles.error}>{messageAt(`${field}.${lang}`)}</span>}
        </label>
      ))}
    </div>
  );

  return (
    <section className={styles.editor} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      {answered && <Alert type="info" showIcon title={t('questions.answered')} />}
      <div className={styles.columns}>
        <div className={styles.form}>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-type`}>{t('questions.type')}</label>
              <Select<QuestionType>
                id={`${id}-type`}
                value={type}
                onChange={(next) => set({ question_type: next, answers: answersFor(next, draft.answers) })}
                options={([1, 2, 3, 4, 5, 6] as const).map((value) => ({ value, label: tExam(`types.${value}.name`) }))}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-points`}>{t('questions.points')}</label>
              <InputNumber
                id={`${id}-points`}
                min={1}
                max={100}
                value={draft.points}
                status={status('points')}
                onChange={(value) => set({ points: typeof value === 'number' ? value : 1 })}
              />
            </div>
          </div>
          {bilingualInput(t('questions.content'), 'content', 3)}
          <fieldset className={styles.answers}>
            <legend>{t('questions.answers')}</legend>
            {USES_ORDER.has(type) && (
              <p className={styles.help}>
                {t('questions.orderHelp')} {type === 6 && t('questions.distractorHelp')}
              </p>
            )}
            {answersError && <p className={styles.error}>{answersError}</p>}
            {SINGLE_CORRECT.has(type) ? (
              <Radio.Group
                className={styles.answerList}
                value={draft.answers.findIndex((answer) => answer.correct)}
                onChange={(event) => markCorrect(event.target.value as number, true)}
              >
                {draft.answers.map((answer, index) => answerRow(answer, index))}
              </Radio.Group>
            ) : (
              <div className={styles.answerList}>{draft.answers.map((answer, index) => answerRow(answer, index))}</div>
            )}
            {type !== 3 && (
              <Button
                onClick={() =>
                  set({
                    answers: [
                      ...draft.answers,
                      {
                        content: blank(),
                        correct: false,
                        order: USES_ORDER.has(type) && type === 4 ? draft.answers.length + 1 : null,
                      },
                    ],
                  })
                }
                disabled={draft.answers.length >= 20}
              >
                {t('questions.addAnswer')}
              </Button>
            )}
          </fieldset>
          {bilingualInput(t('questions.explanation'), 'explanation', 2)}
          {tried && !validation.success && (
            <Alert type="error" showIcon title={t('questions.fixErrors')} role="alert" />
          )}
          <div className={styles.row}>
            <Button type="primary" loading={saving} onClick={save}>
              {t('questions.saveQuestion')}
            </Button>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
          </div>
        </div>
        <section className={styles.preview} aria-label={t('questions.preview')}>
          <div className={styles.row}>
            <strong>{t('questions.preview')}</strong>
            <Segmented<Locale>
              aria-label={t('questions.previewLanguage')}
              value={previewLanguage}
              onChange={setPreviewLanguage}
              options={[
                { value: 'en', label: 'EN' },
                { value: 'vi', label: 'VI' },
              ]}
            />
          </div>
          <div key={previewKey}>{renderPreview(preview)}</div>
        </section>
      </div>
    </section>
  );

  function answerRow(answer: DraftAnswer, index: number) {
    const letter = optionLetter(index);
    return (
      <div key={index} className={styles.answer}>
        <span className={styles.letter} aria-hidden="true">
          {letter}
        </span>
        {(['en', 'vi'] as const).map((lang) => (
          <Input
            key={lang}
            aria-label={`${t('questions.answer', { letter })} (${t(lang === 'en' ? 'common.english' : 'common.vietnamese')})`}
            value={answer.content[lang]}
            status={status(`answers.${index}.content.${lang}`)}
            disabled={type === 3}
            onChange={(event) => setAnswer(index, { content: { ...answer.content, [lang]: event.target.value } })}
          />
        ))}
        {SINGLE_CORRECT.has(type) ? (
          <Radio value={index}>{t('questions.correct')}</Radio>
        ) : USES_ORDER.has(type) ? (
          <InputNumber
            aria-label={`${t('questions.order')} ${letter}`}
            min={1}
            max={20}
            value={answer.order}
            status={status(`answers.${index}.order`)}
            onChange={(value) => setAnswer(index, { order: typeof value === 'number' ? value : null })}
          />
        ) : (
          <Checkbox checked={answer.correct} onChange={(event) => markCorrect(index, event.target.checked)}>
            {t('questions.correct')}
          </Checkbox>
        )}
        {type !== 3 && (
          <Button
            size="small"
            danger
            aria-label={t('questions.removeAnswer', { letter })}
            onClick={() => set({ answers: draft.answers.filter((_, at) => at !== index) })}
          >
            ✕
          </Button>
        )}
      </div>
    );
  }
}
