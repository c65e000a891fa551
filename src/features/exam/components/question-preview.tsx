import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import type { QuestionType } from '@/lib/exam/quiz-types';
import type { Question } from '../exam-types';
import { QuestionInput } from './inputs/question-input';
import { RichText } from './rich-text';
import { PracticeCheck } from './session/practice-check';
import styles from './session/exam-session.module.scss';

export interface PreviewQuestion {
  question_type: QuestionType;
  content: string;
  explanation: string | null;
  list_answer: { content: string; correct: boolean; order: number | null }[];
}

/**
 * A question as a learner meets it in practice mode — the same text, instruction, input and
 * check — for the back office's editor to show what it is writing. Its answer lives here
 * only; the editor gives it a new key when the question changes shape.
 */
export function QuestionPreview({ question }: { question: PreviewQuestion }) {
  const { t } = useTranslation('exam');
  const id = useId();
  const [answer, setAnswer] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);
  const shown: Question = {
    id: 0,
    question_type: question.question_type,
    content: question.content,
    explanation: question.explanation,
    list_answer: question.list_answer.map((item, index) => ({ ...item, id: index })),
    user_answer: answer,
    isFlagged: false,
    isCheckedResult: checked,
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-type`}>
      <div className={styles.panelHeader}>
        <span id={`${id}-type`} className={styles.typeBadge}>
          {t(`types.${question.question_type}.name`)}
        </span>
      </div>
      <p id={`${id}-prompt`} className={styles.prompt}>
        <RichText text={question.content} />
      </p>
      <p id={`${id}-instruction`} className={styles.instruction}>
        {t(`types.${question.question_type}.instruction`)}
      </p>
      <QuestionInput
        question={shown}
        disabled={checked}
        onChange={setAnswer}
        labelledBy={`${id}-prompt`}
        describedBy={`${id}-instruction`}
      />
      <PracticeCheck
        question={shown}
        disabled={false}
        onCheck={() => setChecked(true)}
        onTryAgain={() => {
          setChecked(false);
          setAnswer([]);
        }}
      />
    </section>
  );
}
