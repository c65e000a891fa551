import { HYDRATE } from 'next-redux-wrapper';
import { describe, expect, it } from 'vitest';
import {
  activeQuestionChanged,
  answerSelected,
  examModeChanged,
  examReducer,
  examReset,
  examSubmitted,
  initialExamState,
  questionFlagged,
  quizLoaded,
  quizLoadFailed,
  quizLoadStarted,
  resultChecked,
  submitFailed,
  submitStarted,
  type ExamState,
} from '@/features/exam/exam-slice';
import type { RawQuizData } from '@/features/exam/exam-types';

const rawQuiz = (quizId = 10): RawQuizData => ({
  quiz_info: { id: quizId, name: 'JS basics' },
  exam: [
    {
      id: 101,
      question_type: 1,
      content: 'Pick one',
      list_answer: [
        { content: 'a', correct: true },
        { content: 'b', correct: false },
      ],
    },
    { id: 102, question_type: 4, list_answer: [{ order: 2 }, { order: 1 }, { order: 3 }], user_answer: [2, 0, 1] },
    { id: 103, question_type: 6, list_answer: [] },
  ],
});

const loaded = (quizId = 10, examMode?: 'practice' | 'strict'): ExamState =>
  examReducer(undefined, quizLoaded({ quizData: rawQuiz(quizId), examMode }));

const question = (state: ExamState, id: number) => state.quizData?.exam.find((q) => q.id === id);

describe('loading a quiz', () => {
  it('quizLoadStarted sets loading and clears the error', () => {
    expect(examReducer({ ...initialExamState, error: 'x' }, quizLoadStarted())).toEqual({
      ...initialExamState,
      isLoading: true,
    });
  });

  it('quizLoaded starts a fresh attempt: ids by position, no answers, flags or checks', () => {
    const busy: ExamState = {
      ...initialExamState,
      isLoading: true,
      isSubmitted: true,
      quizResultId: 5,
      activeQuizIndex: 2,
    };
    const state = examReducer(busy, quizLoaded({ quizData: rawQuiz(), examMode: 'strict' }));
    expect(state).toMatchObject({
      activeQuizIndex: 0,
      isSubmitted: false,
      quizResultId: null,
      examMode: 'strict',
      isLoading: false,
      error: null,
    });
    expect(state.quizData?.quiz_info).toEqual({ id: 10, name: 'JS basics' });
    expect(question(state, 101)).toEqual({
      id: 101,
      question_type: 1,
      content: 'Pick one',
      list_answer: [
        { id: 0, content: 'a', correct: true },
        { id: 1, content: 'b', correct: false },
      ],
      user_answer: [],
      isFlagged: false,
      isCheckedResult: false,
    });
    expect(question(state, 102)?.list_answer.map((a) => a.id)).toEqual([0, 1, 2]);
    expect(question(state, 102)?.user_answer).toEqual([2, 0, 1]);
  });

  it('quizLoaded keeps the current mode when none is given', () => {
    const strict = examReducer(initialExamState, examModeChanged('strict'));
    expect(examReducer(strict, quizLoaded({ quizData: rawQuiz() })).examMode).toBe('strict');
  });

  it('quizLoadFailed stops loading with the error', () => {
    const state = examReducer({ ...initialExamState, isLoading: true }, quizLoadFailed('Some error occured!'));
    expect(state).toEqual({ ...initialExamState, error: 'Some error occured!' });
  });

  it('examModeChanged switches between practice and strict', () => {
    expect(examReducer(initialExamState, examModeChanged('strict')).examMode).toBe('strict');
    expect(examReducer({ ...initialExamState, examMode: 'strict' }, examModeChanged('practice')).examMode).toBe(
      'practice',
    );
  });
});

describe('activeQuestionChanged (only within range)', () => {
  it('moves to any question of the quiz', () => {
    expect(examReducer(loaded(), activeQuestionChanged(2)).activeQuizIndex).toBe(2);
    const atLast = examReducer(loaded(), activeQuestionChanged(2));
    expect(examReducer(atLast, activeQuestionChanged(0)).activeQuizIndex).toBe(0);
  });

  it.each([-1, 3, 1.5, Number.NaN])('ignores %s', (index) => {
    const state = examReducer(loaded(), activeQuestionChanged(1));
    expect(examReducer(state, activeQuestionChanged(index))).toBe(state);
  });

  it('ignores any move while no quiz is loaded', () => {
    expect(examReducer(initialExamState, activeQuestionChanged(0))).toBe(initialExamState);
  });
});

describe('per-question updates', () => {
  it('answerSelected sets only that question’s answer', () => {
    const state = examReducer(loaded(), answerSelected({ questionId: 101, answer: [1] }));
    expect(question(state, 101)?.user_answer).toEqual([1]);
    expect(question(state, 102)?.user_answer).toEqual([2, 0, 1]);
    expect(question(state, 103)?.user_answer).toEqual([]);
    expect(question(examReducer(state, answerSelected({ questionId: 101, answer: [] })), 101)?.user_answer).toEqual([]);
  });

  it('answerSelected is ignored once the attempt is submitted', () => {
    const submitted = examReducer(loaded(), examSubmitted(77));
    expect(examReducer(submitted, answerSelected({ questionId: 101, answer: [0] }))).toBe(submitted);
  });

  it('questionFlagged toggles or sets only that question’s flag', () => {
    const flagged = examReducer(loaded(), questionFlagged({ questionId: 102 }));
    expect(question(flagged, 102)?.isFlagged).toBe(true);
    expect(question(flagged, 101)?.isFlagged).toBe(false);
    expect(question(examReducer(flagged, questionFlagged({ questionId: 102 })), 102)?.isFlagged).toBe(false);
    expect(question(examReducer(flagged, questionFlagged({ questionId: 102, flagged: true })), 102)?.isFlagged).toBe(
      true,
    );
  });

  it('resultChecked marks only that question as checked', () => {
    const checked = examReducer(loaded(), resultChecked({ questionId: 103 }));
    expect(question(checked, 103)?.isCheckedResult).toBe(true);
    expect(question(checked, 101)?.isCheckedResult).toBe(false);
    expect(
      question(examReducer(checked, resultChecked({ questionId: 103, checked: false })), 103)?.isCheckedResult,
    ).toBe(false);
  });

  it('updates for an unknown question change nothing', () => {
    const state = loaded();
    expect(examReducer(state, answerSelected({ questionId: 999, answer: [0] }))).toBe(state);
    expect(examReducer(state, questionFlagged({ questionId: 999 }))).toBe(state);
    expect(examReducer(state, resultChecked({ questionId: 999 }))).toBe(state);
  });
});

describe('submission', () => {
  it('submitStarted sets loading and clears the error', () => {
    const state = examReducer({ ...loaded(), error: 'x' }, submitStarted());
    expect(state).toMatchObject({ isLoading: true, error: null, isSubmitted: false });
  });

  it('examSubmitted sets isSubmitted and stores the result id', () => {
    const state = examReducer(examReducer(loaded(), submitStarted()), examSubmitted(55));
    expect(state).toMatchObject({ isSubmitted: true, quizResultId: 55, isLoading: false });
  });

  it('submitFailed keeps the attempt open with the error', () => {
    const state = examReducer(examReducer(loaded(), submitStarted()), submitFailed('QUIZ_TIME_UP'));
    expect(state).toMatchObject({ isSubmitted: false, quizResultId: null, isLoading: false, error: 'QUIZ_TIME_UP' });
  });

  it('examReset returns to the initial state', () => {
    expect(examReducer(examReducer(loaded(), examSubmitted(1)), examReset())).toEqual(initialExamState);
  });
});

describe('exam HYDRATE: keep in-progress answers', () => {
  const hydrate = (exam: ExamState) => ({ type: HYDRATE, payload: { exam } });

  it('takes the server quiz when the client has none', () => {
    const server = loaded(10, 'strict');
    expect(examReducer(initialExamState, hydrate(server))).toEqual(server);
  });

  it('keeps the client attempt when the server sends the same quiz', () => {
    const answered = examReducer(
      examReducer(loaded(10), answerSelected({ questionId: 101, answer: [0] })),
      activeQuestionChanged(2),
    );
    expect(examReducer(answered, hydrate(loaded(10)))).toBe(answered);
  });

  it('takes the server quiz when it is a different one', () => {
    const answered = examReducer(loaded(10), answerSelected({ questionId: 101, answer: [0] }));
    const server = loaded(11);
    expect(examReducer(answered, hydrate(server))).toEqual(server);
  });

  it('keeps the client state when the server rendered no quiz', () => {
    const answered = examReducer(loaded(10), answerSelected({ questionId: 101, answer: [0] }));
    expect(examReducer(answered, hydrate(initialExamState))).toBe(answered);
    expect(examReducer(answered, { type: HYDRATE, payload: {} })).toBe(answered);
  });
});
