import { useTranslation } from 'next-i18next/pages';
import type { ExamAnswerItem, QuestionType } from '@/lib/exam/quiz-types';
import { optionLetter } from '@/lib/format/option-letter';
import { isSequenceType } from '../../correct-answer';
import { positionsLayout } from '../inputs/positions-layout';
import styles from './answers.module.scss';

export interface AnswerViewProps {
  question: { question_type: QuestionType; list_answer: readonly ExamAnswerItem[] };
  /** Answer ids: chosen items, or a sequence for types 4 and 6. */
  ids: readonly number[];
}

/** An answer read back: the chosen items (lettered, or numbered lines), or the sequence in order. */
export function AnswerView({ question, ids }: AnswerViewProps) {
  const { t } = useTranslation('exam');
  const items = question.list_answer;
  if (ids.length === 0) return <p className={styles.none}>{t('answer.none')}</p>;

  if (isSequenceType(question.question_type)) {
    return (
      <ol className={styles.sequence}>
        {ids.map((id) => (
          <li key={id}>{items[id]?.content}</li>
        ))}
      </ol>
    );
  }
  const lines = question.question_type === 5 && positionsLayout(items) === 'lines';
  return (
    <ul className={styles.chosenList}>
      {[...ids]
        .sort((a, b) => a - b)
        .map((id) => (
          <li key={id}>
            <span className={styles.marker}>
              {lines
                ? t('answer.lineNumber', { number: id + 1 })
                : question.question_type === 5
                  ? ''
                  : optionLetter(id)}
            </span>
            <span className={lines ? styles.code : undefined}>{items[id]?.content}</span>
          </li>
        ))}
    </ul>
  );
}
