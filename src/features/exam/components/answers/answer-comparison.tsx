import { useTranslation } from 'next-i18next/pages';
import type { QuestionType, ReviewedQuestion } from '@/lib/exam/quiz-types';
import { optionLetter } from '@/lib/format/option-letter';
import { correctAnswerOf, isSequenceType } from '../../correct-answer';
import { positionsLayout } from '../inputs/positions-layout';
import { AnswerView } from './answer-view';
import styles from './answers.module.scss';

interface AnswerComparisonProps {
  question: Pick<ReviewedQuestion, 'question_type' | 'list_answer' | 'user_answer'>;
}

/**
 * The learner's answer against the key, per type: every option or position marked as
 * chosen and/or correct (types 1–3, 5), or the two sequences side by side (types 4, 6).
 * Marks are words, not only colours.
 */
export function AnswerComparison({ question }: AnswerComparisonProps) {
  const { t } = useTranslation('exam');
  const key = correctAnswerOf(question);

  if (isSequenceType(question.question_type)) {
    return (
      <div className={styles.columns}>
        <section>
          <h3 className={styles.columnTitle}>{t('answer.yourOrder')}</h3>
          <AnswerView question={question} ids={question.user_answer} />
        </section>
        <section>
          <h3 className={styles.columnTitle}>{t('answer.correctOrder')}</h3>
          <AnswerView question={question} ids={key} />
        </section>
      </div>
    );
  }

  return (
    <MarkedItems
      type={question.question_type}
      items={question.list_answer}
      chosen={question.user_answer}
      correctIds={key}
    />
  );
}

function MarkedItems({
  type,
  items,
  chosen,
  correctIds,
}: {
  type: QuestionType;
  items: ReviewedQuestion['list_answer'];
  chosen: readonly number[];
  correctIds: readonly number[];
}) {
  const { t } = useTranslation('exam');
  const lines = type === 5 && positionsLayout(items) === 'lines';
  return (
    <ul className={`${styles.marked} ${lines ? styles.code : ''}`}>
      {items.map((item, id) => {
        const isChosen = chosen.includes(id);
        const isKey = correctIds.includes(id);
        const tone = isKey ? styles.right : isChosen ? styles.wrong : '';
        return (
          <li key={id} className={`${styles.markedItem} ${tone}`}>
            <span className={styles.marker}>{lines || type === 5 ? id + 1 : optionLetter(id)}</span>
            <span className={styles.markedText}>{item.content}</span>
            <span className={styles.tags}>
              {isChosen && <span className={styles.tag}>{t('answer.yourChoice')}</span>}
              {isKey && <span className={`${styles.tag} ${styles.keyTag}`}>{t('answer.correctChoice')}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
