import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { Question } from '../../exam-types';
import { isAnswered } from '../../submission';
import styles from './exam-session.module.scss';

interface QuestionNavigatorProps {
  questions: readonly Question[];
  activeIndex: number;
  onSelect: (index: number) => void;
}

/** Every question as a numbered button: answered, flagged and current are shown and named. */
export function QuestionNavigator({ questions, activeIndex, onSelect }: QuestionNavigatorProps) {
  const { t } = useTranslation('exam');
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={styles.navigator}>
      <h2 id={titleId} className={styles.sideTitle}>
        {t('navigator.label')}
      </h2>
      <ol className={styles.navGrid}>
        {questions.map((question, index) => {
          const answered = isAnswered(question);
          const state = [
            answered ? t('navigator.answered') : t('navigator.unanswered'),
            ...(question.isFlagged ? [t('navigator.flagged')] : []),
          ].join(', ');
          const classes = [
            styles.navItem,
            answered ? styles.navAnswered : '',
            question.isFlagged ? styles.navFlagged : '',
            index === activeIndex ? styles.navCurrent : '',
          ];
          return (
            <li key={question.id}>
              <button
                type="button"
                className={classes.join(' ')}
                aria-current={index === activeIndex ? 'step' : undefined}
                aria-label={t('navigator.item', { number: index + 1, state })}
                onClick={() => onSelect(index)}
              >
                {index + 1}
                {question.isFlagged && (
                  <span className={styles.flagMark} aria-hidden="true">
                    ⚑
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.legendSwatch} ${styles.navAnswered}`} /> {t('navigator.answered')}
        </li>
        <li>
          <span className={styles.legendSwatch} /> {t('navigator.unanswered')}
        </li>
        <li>
          <span className={styles.flagMarkInline}>⚑</span> {t('navigator.flagged')}
        </li>
      </ul>
    </nav>
  );
}
