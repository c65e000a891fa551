import { useTranslation } from 'next-i18next/pages';
import { toggleChoice } from '../../answer-edits';
import type { AnswerInputProps } from './answer-input-props';
import styles from './answer-inputs.module.scss';
import { positionsLayout } from './positions-layout';

/**
 * Type 5: select the positions in a passage (words) or a piece of code (lines). Each
 * position is a toggle button (aria-pressed), in reading order, so Tab and Space/Enter
 * work without a pointer.
 */
export function PositionsInput({ question, disabled, onChange, labelledBy, describedBy }: AnswerInputProps) {
  const { t } = useTranslation('exam');
  const layout = positionsLayout(question.list_answer);
  const selected = question.user_answer;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={layout === 'lines' ? styles.lines : styles.words}
    >
      {question.list_answer.map((item) => {
        const pressed = selected.includes(item.id);
        return (
          <button
            key={item.id}
            type="button"
            className={`${styles.position} ${pressed ? styles.pressed : ''}`}
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChange(toggleChoice(selected, item.id, true))}
          >
            {layout === 'lines' && (
              <>
                <span className={styles.lineNumber}>
                  <span aria-hidden="true">{item.id + 1}</span>
                  <span className="visually-hidden">{t('answer.lineNumber', { number: item.id + 1 })}</span>
                </span>
                {/* Separates the number from the code in the button's name; not rendered between flex items. */}{' '}
              </>
            )}
            <span className={styles.positionText}>{item.content}</span>
          </button>
        );
      })}
    </div>
  );
}
