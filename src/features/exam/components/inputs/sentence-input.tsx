import { useTranslation } from 'next-i18next/pages';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { bankOf, placeWord, returnWord } from '../../answer-edits';
import type { AnswerInputProps } from './answer-input-props';
import styles from './answer-inputs.module.scss';

type List = 'sentence' | 'bank';

/**
 * Type 6: build the sentence from a word bank. Clicking (or Enter/Space on) a word in the
 * bank adds it at the end of the sentence; clicking a placed word sends it back. The bank
 * may hold words that do not belong. The placed words, in order, are the answer.
 */
export function SentenceInput({ question, disabled, onChange, labelledBy, describedBy }: AnswerInputProps) {
  const { t } = useTranslation('exam');
  const id = useId();
  const items = question.list_answer;
  const placed = question.user_answer;
  const bank = bankOf(items.length, placed);
  const [announcement, setAnnouncement] = useState('');
  const lists = useRef<Record<List, HTMLElement | null>>({ sentence: null, bank: null });
  // A keyboard user keeps their place: focus goes to the word that took the used one's spot.
  const refocus = useRef<{ list: List; index: number } | null>(null);

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const wordsIn = (list: List) => Array.from(lists.current[list]?.querySelectorAll('button') ?? []);
    const same = wordsIn(target.list);
    const other = wordsIn(target.list === 'bank' ? 'sentence' : 'bank');
    (same[Math.min(target.index, same.length - 1)] ?? other[other.length - 1])?.focus();
  });

  const place = (wordId: number, index: number) => {
    refocus.current = { list: 'bank', index };
    onChange(placeWord(placed, wordId));
    setAnnouncement(t('sentence.placed', { word: items[wordId]?.content }));
  };
  const remove = (wordId: number, index: number) => {
    refocus.current = { list: 'sentence', index };
    onChange(returnWord(placed, wordId));
    setAnnouncement(t('sentence.returned', { word: items[wordId]?.content }));
  };

  return (
    <div className={styles.sentenceBuilder} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <p id={`${id}-sentence`} className={styles.listLabel}>
        {t('sentence.yours')}
      </p>
      <div className={styles.sentence}>
        {placed.length === 0 && <p className={styles.sentenceEmpty}>{t('sentence.empty')}</p>}
        <ol
          ref={(element) => {
            lists.current.sentence = element;
          }}
          className={styles.wordList}
          aria-labelledby={`${id}-sentence`}
        >
          {placed.map((wordId, index) => (
            <li key={wordId}>
              <button
                type="button"
                className={`${styles.word} ${styles.placedWord}`}
                aria-label={t('sentence.remove', { word: items[wordId]?.content })}
                disabled={disabled}
                onClick={() => remove(wordId, index)}
              >
                {items[wordId]?.content}
              </button>
            </li>
          ))}
        </ol>
      </div>
      <p id={`${id}-bank`} className={styles.listLabel}>
        {t('sentence.bank')}
      </p>
      <ul
        ref={(element) => {
          lists.current.bank = element;
        }}
        className={styles.wordList}
        aria-labelledby={`${id}-bank`}
      >
        {bank.map((wordId, index) => (
          <li key={wordId}>
            <button
              type="button"
              className={styles.word}
              aria-label={t('sentence.add', { word: items[wordId]?.content })}
              disabled={disabled}
              onClick={() => place(wordId, index)}
            >
              {items[wordId]?.content}
            </button>
          </li>
        ))}
      </ul>
      {bank.length === 0 && <p className={styles.sentenceEmpty}>{t('sentence.bankEmpty')}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
