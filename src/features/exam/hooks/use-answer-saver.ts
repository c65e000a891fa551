import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import type { Question } from '../exam-types';
import { callExamApi, preloadExamApi } from '../load-exam-api';
import { AnswerSaveQueue, type SaveStatus } from '../save-queue';

const answerKey = (question: Question) => `${question.user_answer.join(',')}|${question.isFlagged}`;

/**
 * Saves a strict attempt as the learner goes: every change of an answer or a flag (seen by
 * comparing the questions with what was last seen, whatever made the change) goes through
 * the save queue. The queue retries failed saves, tries again at once when the browser is
 * back online, sends what is waiting when the tab is hidden or the page left, and warns
 * before a reload or close would lose unsaved answers.
 *
 * `attemptId` null (practice mode) saves nothing; `active` false (handed in) stops saving.
 */
export function useAnswerSaver(
  attemptId: number | null,
  questions: readonly Question[] | undefined,
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
    if (!questions) return;
    for (const question of questions) {
      const key = answerKey(question);
      const before = seen.current.get(question.id);
      seen.current.set(question.id, key);
      // The first sight of a question is what the server sent: already saved.
      if (before === undefined || before === key || !queue || !active) continue;
      queue.enqueue({
        quiz_question_id: question.id,
        user_answer: question.user_answer,
        is_flagged: question.isFlagged,
      });
    }
  }, [questions, queue, active]);

  useEffect(() => {
    if (!active) queue?.stop();
  }, [active, queue]);

  return { status, retry: () => void queue?.retryNow() };
}
