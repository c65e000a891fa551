import { useTranslation } from 'next-i18next/pages';
import { useId, type ReactNode, type Ref } from 'react';
import type { Question } from '../../exam-types';
import { QuestionInput } from '../inputs/question-input';
import { RichText } from '../rich-text';
import styles from './exam-session.module.scss';

interface QuestionPanelProps {
  question: Question;
  index: number;
  count: number;
  /** The answer cannot change: checked in practice mode, or the sitting is frozen. */
  locked: boolean;
  /** Nothing can change: time is up, or the answers are being handed in. */
  frozen: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (answer: number[]) => void;
  onFlag: () => void;
  /** Practice mode's check (PracticeCheck); absent in strict mode. */
  check?: ReactNode;
}

/** One question: its number and type, the text, what to do, the input, and the flag. */
export function QuestionPanel(props: QuestionPanelProps) {
  const { question, index, count, locked, frozen, headingRef, onAnswer, onFlag, check } = props;
  const { t } = useTranslation('exam');
  const id = useId();
  const type = question.question_type;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.questionNumber}>
          {t('question.numberOf', { number: index + 1, count })}
        </h2>
        <span className={styles.typeBadge}>{t(`types.${type}.name`)}</span>
      </div>
      <p id={`${id}-prompt`} className={styles.prompt}>
        <RichText text={question.content} />
      </p>
      <p id={`${id}-instruction`} className={styles.instruction}>
        {t(`types.${type}.instruction`)}
      </p>
      <QuestionInput
        // A fresh input per question: its announcements and focus memory belong to one question.
        key={question.id}
        question={question}
        disabled={locked}
        onChange={onAnswer}
        labelledBy={`${id}-prompt`}
        describedBy={`${id}-instruction`}
      />
      <div className={styles.panelActions}>
        <button
          type="button"
          className={`${styles.flagButton} ${question.isFlagged ? styles.flagOn : ''}`}
          aria-pressed={question.isFlagged}
          disabled={frozen}
          onClick={onFlag}
        >
          <span aria-hidden="true">⚑ </span>
          {t('question.flag')}
        </button>
        {check}
      </div>
    </section>
  );
}
