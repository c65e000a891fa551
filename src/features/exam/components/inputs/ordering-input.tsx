import { useTranslation } from 'next-i18next/pages';
import { useLayoutEffect, useRef, useState } from 'react';
import { moveItem, orderingShown } from '../../answer-edits';
import type { AnswerInputProps } from './answer-input-props';
import styles from './answer-inputs.module.scss';
import { usePointerSort } from './use-pointer-sort';

type Direction = 'up' | 'down';

/**
 * Type 4: put the items in order — drag a row by its handle (mouse or touch), or use its
 * move up / move down buttons (keyboard). The arrangement is the answer.
 *
 * The items first appear in the server's order, which is not an answer: an untouched list
 * stays unanswered (and is graded as such) until the learner moves an item or keeps the
 * order shown with the button. Otherwise "left as it was" and "decided it was right" would
 * look the same, and the review screen could not point at the question.
 */
export function OrderingInput({ question, disabled, onChange, labelledBy, describedBy }: AnswerInputProps) {
  const { t } = useTranslation('exam');
  const items = question.list_answer;
  const arranged = question.user_answer.length === items.length;
  const shown = orderingShown(items.length, question.user_answer);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // After a move with the buttons, focus follows the moved item (its button may now be disabled).
  const refocus = useRef<{ id: number; direction: Direction } | null>(null);

  const move = (from: number, to: number) => {
    const id = shown[from];
    if (id === undefined) return;
    const next = moveItem(shown, from, to);
    onChange(next);
    setAnnouncement(
      t('ordering.moved', { item: items[id]?.content, position: next.indexOf(id) + 1, count: items.length }),
    );
  };

  const moveWithButton = (position: number, direction: Direction) => {
    refocus.current = { id: shown[position]!, direction };
    move(position, direction === 'up' ? position - 1 : position + 1);
  };

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const own = buttons.current.get(`${target.id}-${target.direction}`);
    const other = buttons.current.get(`${target.id}-${target.direction === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  });

  const sort = usePointerSort(move);
  const order = sort.drag ? moveItem(shown, sort.drag.from, sort.drag.to) : shown;
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className={styles.ordering}>
      {!arranged && (
        <div className={styles.hint}>
          <p>{t('ordering.untouched')}</p>
          <button type="button" className={styles.secondary} disabled={disabled} onClick={() => onChange(shown)}>
            {t('ordering.keepOrder')}
          </button>
        </div>
      )}
      <ol className={styles.sortList} aria-labelledby={labelledBy} aria-describedby={describedBy}>
        {order.map((id, position) => {
          const text = items[id]?.content ?? '';
          const dragging = sort.drag !== null && position === sort.drag.to;
          return (
            <li key={id} ref={sort.rowRef(position)} className={`${styles.sortRow} ${dragging ? styles.dragging : ''}`}>
              <span
                className={`${styles.handle} ${disabled ? styles.handleDisabled : ''}`}
                aria-hidden="true"
                {...(disabled ? {} : sort.handleProps(position))}
              >
                ⠿
              </span>
              <span className={styles.sortText}>{text}</span>
              <span className={styles.sortButtons}>
                <button
                  type="button"
                  ref={buttonRef(`${id}-up`)}
                  className={styles.iconButton}
                  aria-label={t('ordering.moveUp', { item: text })}
                  disabled={disabled || position === 0}
                  onClick={() => moveWithButton(position, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  ref={buttonRef(`${id}-down`)}
                  className={styles.iconButton}
                  aria-label={t('ordering.moveDown', { item: text })}
                  disabled={disabled || position === order.length - 1}
                  onClick={() => moveWithButton(position, 'down')}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
