import { HYDRATE } from 'next-redux-wrapper';
import { describe, expect, it } from 'vitest';
import {
  activeQuestionChanged,
  answerSelected,
  examReducer,
  examSubmitted,
  initialExamState,
  questionFlagged,
  quizLoaded,
  resultChecked,
  submitFailed,
  progressKey,
  submitStarted,
  type ExamState,
} from '@/features/exam/exam-slice';
import type { FullExam } from '@/lib/exam/quiz-types';
import { ATTEMPT_ID, practiceExam, QUIZ_ID, SERVER_TIME, strictExam } from '../../fixtures/exam-fixtures';

const load = (exam: FullExam = practiceExam()): ExamState => examReducer(undefined, quizLoaded(exam));
const question = (state: ExamState, id: number) => state.quizData?.exam.find((q) => q.id === id);

describe('loading a quiz', () => {
  it('quizLoaded starts a fresh practice sitting: ids by position, no answers, flags or checks', () => {
    const busy: ExamState = {
      ...initialExamState,
      isLoading: true,
      isSubmitted: true,
      quizResultId: 5,
      activeQuizIndex: 2,
      examMode: 'strict',
    };
    const state = examReducer(busy, quizLoaded(practiceExam()));
    expect(state).toMatchObject({
      activeQuizIndex: 0,
      isSubmitted: false,
      quizResultId: null,
      examMode: 'practice',
      isLoading: false,
      error: null,
      attempt: null,
      serverTime: SERVER_TIME,
      // Practice has no attempt: its time counts from the load.
      startedAt: SERVER_TIME,
    });
    expect(state.quizData?.quiz_info.id).toBe(QUIZ_ID);
    expect(question(state, 1)).toEqual({
      id: 1,
      question_type: 1,
      content: 'Which keyword declares a constant?',
      explanation: '`const` cannot be reassigned.',
      list_answer: [
        { id: 0, content: 'var', correct: false },
        { id: 1, content: 'let', correct: false },
        { id: 2, content: 'const', correct: true },
      ],
      user_answer: [],
      isFlagged: false,
      isCheckedResult: false,
    });
    expect(question(state, 6)?.list_answer.map((a) => a.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('quizLoaded keeps a resumed strict attempt: its saved answers and flags, its deadline', () => {
    const state = load(strictExam({ 2: { user_answer: [0, 2], is_flagged: true }, 4: { user_answer: [2, 0, 1] } }));
    expect(state).toMatchObject({
      examMode: 'strict',
      attempt: { id: ATTEMPT_ID, deadline: '2026-03-01T10:05:00.000Z' },
      startedAt: '2026-03-01T09:55:00.000Z',
      serverTime: SERVER_TIME,
    });
    expect(question(state, 2)).toMatchObject({ user_answer: [0, 2], isFlagged: true, isCheckedResult: false });
    expect(question(state, 4)).toMatchObject({ user_answer: [2, 0, 1], isFlagged: false });
    expect(question(state, 1)).toMatchObject({ user_answer: [], isFlagged: false });
    // The server's own field names do not linger beside the client's.
    expect(question(state, 2)).not.toHaveProperty('is_flagged');
  });
});

describe('activeQuestionChanged (only within range)', () => {
  it('moves to any question of the quiz', () => {
    expect(examReducer(load(), activeQuestionChanged(5)).activeQuizIndex).toBe(5);
    const atLast = examReducer(load(), activeQuestionChanged(5));
    expect(examReducer(atLast, activeQuestionChanged(0)).activeQuizIndex).toBe(0);
  });

  it.each([-1, 6, 1.5, Number.NaN])('ignores %s', (index) => {
    const state = examReducer(load(), activeQuestionChanged(1));
    expect(examReducer(state, activeQuestionChanged(index))).toBe(state);
  });

  it('ignores any move while no quiz is loaded', () => {
    expect(examReducer(initialExamState, activeQuestionChanged(0))).toBe(initialExamState);
  });
});

describe('per-question updates', () => {
  it('answerSelected sets only that question’s answer', () => {
    const state = examReducer(load(), answerSelected({ questionId: 1, answer: [1] }));
    expect(question(state, 1)?.user_answer).toEqual([1]);
    expect(question(state, 2)?.user_answer).toEqual([]);
    expect(question(examReducer(state, answerSelected({ questionId: 1, answer: [] })), 1)?.user_answer).toEqual([]);
  });

  it('answerSelected and questionFlagged are ignored once the attempt is submitted', () => {
    const submitted = examReducer(load(), examSubmitted(77));
    expect(examReducer(submitted, answerSelected({ questionId: 1, answer: [0] }))).toBe(submitted);
    expect(examReducer(submitted, questionFlagged({ questionId: 1 }))).toBe(submitted);
  });

  it('questionFlagged toggles or sets only that question’s flag', () => {
    const flagged = examReducer(load(), questionFlagged({ questionId: 4 }));
    expect(question(flagged, 4)?.isFlagged).toBe(true);
    expect(question(flagged, 1)?.isFlagged).toBe(false);
    expect(question(examReducer(flagged, questionFlagged({ questionId: 4 })), 4)?.isFlagged).toBe(false);
    expect(question(examReducer(flagged, questionFlagged({ questionId: 4, flagged: true })), 4)?.isFlagged).toBe(true);
  });

  it('resultChecked marks only that question as checked, or unmarks it', () => {
    const checked = examReducer(load(), resultChecked({ questionId: 6 }));
    expect(question(checked, 6)?.isCheckedResult).toBe(true);
    expect(question(checked, 1)?.isCheckedResult).toBe(false);
    expect(question(examReducer(checked, resultChecked({ questionId: 6, checked: false })), 6)?.isCheckedResult).toBe(
      false,
    );
  });

  it('updates for an unknown question change nothing', () => {
    const state = load();
    expect(examReducer(state, answerSelected({ questionId: 999, answer: [0] }))).toBe(state);
    expect(examReducer(state, questionFlagged({ questionId: 999 }))).toBe(state);
    expect(examReducer(state, resultChecked({ questionId: 999 }))).toBe(state);
  });
});

describe('submission', () => {
  it('submitStarted sets loading and clears the error', () => {
    const state = examReducer({ ...load(), error: 'x' }, submitStarted());
    expect(state).toMatchObject({ isLoading: true, error: null, isSubmitted: false });
  });

  it('examSubmitted sets isSubmitted and stores the result id', () => {
    const state = examReducer(examReducer(load(), submitStarted()), examSubmitted(55));
    expect(state).toMatchObject({ isSubmitted: true, quizResultId: 55, isLoading: false });
  });

  it('submitFailed keeps the attempt open with the error', () => {
    const state = examReducer(examReducer(load(), submitStarted()), submitFailed('NETWORK_ERROR'));
    expect(state).toMatchObject({ isSubmitted: false, quizResultId: null, isLoading: false, error: 'NETWORK_ERROR' });
  });
});

describe('exam HYDRATE: keep in-progress answers', () => {
  const hydrate = (exam: ExamState) => ({ type: HYDRATE, payload: { exam } });

  it('takes the server quiz when the client has none', () => {
    const server = load(strictExam());
    expect(examReducer(initialExamState, hydrate(server))).toEqual(server);
  });

  it('re-rendering the same sitting keeps the client’s answers, flags, checks and position', () => {
    let client = load();
    client = examReducer(client, answerSelected({ questionId: 1, answer: [0] }));
    client = examReducer(client, questionFlagged({ questionId: 2 }));
    client = examReducer(client, resultChecked({ questionId: 1 }));
    client = examReducer(client, activeQuestionChanged(3));
    const state = examReducer(client, hydrate(load()));
    expect(state).toEqual(client);
  });

  it('…while taking the server’s texts (a language switch) and clock', () => {
    const client = examReducer(load(), answerSelected({ questionId: 1, answer: [2] }));
    const vietnamese = practiceExam({
      exam: practiceExam().exam.map((q) => (q.id === 1 ? { ...q, content: 'Từ khóa nào khai báo hằng?' } : q)),
      server_time: '2026-03-01T10:03:00.000Z',
    });
    const state = examReducer(client, hydrate(load(vietnamese)));
    expect(question(state, 1)).toMatchObject({ content: 'Từ khóa nào khai báo hằng?', user_answer: [2] });
    expect(state.serverTime).toBe('2026-03-01T10:03:00.000Z');
    // Practice time still counts from when the learner began.
    expect(state.startedAt).toBe(SERVER_TIME);
  });

  it('a resumed strict attempt keeps answers the client has not saved yet over the server’s saved ones', () => {
    const client = examReducer(
      load(strictExam({ 1: { user_answer: [0] } })),
      answerSelected({ questionId: 1, answer: [2] }),
    );
    const state = examReducer(client, hydrate(load(strictExam({ 1: { user_answer: [0] } }))));
    expect(question(state, 1)?.user_answer).toEqual([2]);
    // What the server holds stays known, so the answer saver sends the client's.
    expect(state.savedProgress[1]).toBe(progressKey({ user_answer: [0], isFlagged: false }));
    expect(state.savedProgress[1]).not.toBe(progressKey(question(state, 1)!));
  });

  it('takes the server’s state for another quiz, mode or attempt, or after submitting', () => {
    const answered = examReducer(load(), answerSelected({ questionId: 1, answer: [0] }));
    const otherQuiz = load(practiceExam({ quiz_info: { ...practiceExam().quiz_info, id: 43 } }));
    expect(examReducer(answered, hydrate(otherQuiz))).toEqual(otherQuiz);

    const strict = load(strictExam());
    expect(examReducer(answered, hydrate(strict))).toEqual(strict);

    const strictAnswered = examReducer(strict, answerSelected({ questionId: 1, answer: [0] }));
    const nextAttempt = load(strictExam({}, { attempt: { ...strictExam().attempt!, id: ATTEMPT_ID + 1 } }));
    expect(examReducer(strictAnswered, hydrate(nextAttempt))).toEqual(nextAttempt);

    const submitted = examReducer(answered, examSubmitted(12));
    const again = load();
    expect(examReducer(submitted, hydrate(again))).toEqual(again);
  });

  it('keeps the client state when the server rendered no quiz', () => {
    const answered = examReducer(load(), answerSelected({ questionId: 1, answer: [0] }));
    expect(examReducer(answered, hydrate(initialExamState))).toBe(answered);
    expect(examReducer(answered, { type: HYDRATE, payload: {} })).toBe(answered);
  });
});
