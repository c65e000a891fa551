import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import { progressKey } from '../exam-slice';
import type { Question } from '../exam-types';
import { callExamApi, preloadExamApi } from '../load-exam-api';
import { AnswerSaveQueue, type SaveStatus } from '../save-queue';

/**
 * Saves a strict attempt as the learner goes: every change of an answer or a flag (seen by
 * comparing the questions with what was last seen, whatever made the change) goes through
 * the save queue. The queue retries failed saves, tries again at once when the browser is
 * back online, sends what is waiting when the tab is hidden or the page left, and warns
 * before a reload or close would lose unsaved answers.
 *
 * `attemptId` null (practice mode) saves nothing; `active` false (handed in) stops saving.
 * `savedProgress`: what the server holds (the exam slice's), the baseline of each question.
 */
export function useAnswerSaver(
  attemptId: number | null,
  questions: readonly Question[] | undefined,
  savedProgress: Readonly<Record<number, string>>,
  active: boolean,
  onClosed: (error: ApiError) => void,
): { status: SaveStatus; retry: () => void } {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [queue, setQueue] = useState<AnswerSaveQueue | null>(null);
  const seen = useRef(new Map<number, string>());
  const closed = useEffectEvent(onClosed);

  useEffect(() => {
    if (attemptId === null) return;
    const saver = new AnswerSaveQueue({
      save: (answers) => callExamApi((api) => api.saveAnswers(attemptId, { answers })),
      onStatus: setStatus,
      onClosed: (error) => closed(error),
    });
    const online = () => void saver.retryNow();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved) return;
      void saver.flush();
      event.preventDefault();
    };
    // Load the calls now, while the connection is known to be up.
    preloadExamApi();
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', beforeUnload);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the queue lives as long as the attempt
    setQueue(saver);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', beforeUnload);
      // Leaving the page: send what is waiting now, then no more timers.
      void saver.flush();
      saver.stop();
    };
  }, [attemptId]);

  useEffect(() => {
    if (!questions || !queue || !active) return;
    for (const question of questions) {
      const key = progressKey(question);
      // At first sight a question is compared with what the server holds: an answer the
      // browser kept but the server never got (a save lost as the learner left the page,
      // who then came back to it) is sent now.
      const before = seen.current.get(question.id) ?? savedProgress[question.id] ?? key;
      seen.current.set(question.id, key);
      if (before === key) continue;
      queue.enqueue({
        quiz_question_id: question.id,
        user_answer: question.user_answer,
        is_flagged: question.isFlagged,
      });
    }
  }, [questions, queue, active, savedProgress]);

  useEffect(() => {
    if (!active) queue?.stop();
  }, [active, queue]);

  return { status, retry: () => void queue?.retryNow() };
}
