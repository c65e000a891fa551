import { useTranslation } from 'next-i18next/pages';
import { isAnswerCorrect } from '@/lib/exam/is-answer-correct';
import { correctAnswerOf } from '../../correct-answer';
import type { Question } from '../../exam-types';
import { isAnswered } from '../../submission';
import { AnswerView } from '../answers/answer-view';
import { RichText } from '../rich-text';
import ui from '../exam-ui.module.scss';
import styles from './exam-session.module.scss';

interface PracticeCheckProps {
  question: Question;
  disabled: boolean;
  onCheck: () => void;
  onTryAgain: () => void;
}

/**
 * Practice mode: check one question with the same rule the server grades with, then see the
 * correct answer and why. The feedback sits in a live region that is always there, so its
 * arrival is announced; one button turns from "Check" into "Try again", keeping focus.
 */
export function PracticeCheck({ question, disabled, onCheck, onTryAgain }: PracticeCheckProps) {
  const { t } = useTranslation('exam');
  const checked = question.isCheckedResult;
  const correct = checked && isAnswerCorrect(question, question.user_answer);
  return (
    <div className={styles.practice}>
      <button
        type="button"
        className={ui.secondaryButton}
        disabled={disabled || (!checked && !isAnswered(question))}
        onClick={checked ? onTryAgain : onCheck}
      >
        {checked ? t('practice.tryAgain') : t('practice.check')}
      </button>
      <div aria-live="polite">
        {checked && (
          <div className={`${styles.feedback} ${correct ? styles.feedbackRight : styles.feedbackWrong}`}>
            <p className={styles.verdict}>
              <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
              {correct ? t('practice.correct') : t('practice.incorrect')}
            </p>
            {!correct && (
              <>
                <p className={styles.feedbackLabel}>{t('practice.correctAnswer')}</p>
                <AnswerView question={question} ids={correctAnswerOf(question)} />
              </>
            )}
            {question.explanation && (
              <>
                <p className={styles.feedbackLabel}>{t('practice.explanation')}</p>
                <p className={styles.explanation}>
                  <RichText text={question.explanation} />
                </p>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
