import { optionLetter } from '@/lib/format/option-letter';
import { toggleChoice } from '../../answer-edits';
import type { AnswerInputProps } from './answer-input-props';
import styles from './answer-inputs.module.scss';

/**
 * Types 1 (single choice) and 3 (true/false) as radio buttons, type 2 (multiple choice) as
 * checkboxes: native inputs, so arrow keys, Space and screen readers work as everywhere.
 */
export function ChoiceInput({ question, disabled, onChange, labelledBy, describedBy }: AnswerInputProps) {
  const multiple = question.question_type === 2;
  const selected = question.user_answer;
  return (
    <fieldset
      className={styles.choices}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {question.list_answer.map((item) => {
        const checked = selected.includes(item.id);
        return (
          <label key={item.id} className={`${styles.choice} ${checked ? styles.chosen : ''}`}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`question-${question.id}`}
              value={item.id}
              checked={checked}
              onChange={() => onChange(toggleChoice(selected, item.id, multiple))}
            />
            <span className={styles.letter} aria-hidden="true">
              {optionLetter(item.id)}
            </span>
            <span className={styles.choiceText}>{item.content}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
