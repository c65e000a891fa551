/**
 * Exam state and transitions of spec §3–4: one quiz at a time, an active question that
 * moves only within range, per-question answer / flag / checked-result, and submission.
 * Beside the spec's fields it keeps what the exam page needs from the server's reply: the
 * strict attempt (its id and deadline) and the server's clock.
 */
import { createSlice, current, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FullExam, OpenAttempt } from '@/lib/exam/quiz-types';
import { hydratedWith } from '@/store/hydrate';
import { slicesReducer } from '@/store/store';
import type { ExamMode, Question, QuizData, RawQuestion } from './exam-types';

export interface ExamState {
  quizData: QuizData | null;
  activeQuizIndex: number;
  isSubmitted: boolean;
  quizResultId: number | null;
  examMode: ExamMode;
  /** The error code of the last failed load or submission. */
  error: string | null;
  isLoading: boolean;
  /** Strict mode: the attempt being taken; null in practice mode. */
  attempt: OpenAttempt | null;
  /** The server's clock when it sent the exam, to correct the browser's (the countdown). */
  serverTime: string | null;
  /** On the server's clock: when this sitting began (the attempt's start, or the practice load). */
  startedAt: string | null;
  /**
   * Strict mode: each question's answer and flag as the server last sent them
   * (`progressKey`), which the answer saver compares with the learner's. Kept as the
   * server's when the client's progress wins a merge, so answers the server never got
   * are still seen as unsaved.
   */
  savedProgress: Record<number, string>;
}

/** A question's answer and flag as one comparable value. */
export function progressKey(question: Pick<Question, 'user_answer' | 'isFlagged'>): string {
  return `${question.user_answer.join(',')}|${question.isFlagged}`;
}

/** @internal exported for the tests */
export const initialExamState: ExamState = {
  quizData: null,
  activeQuizIndex: 0,
  isSubmitted: false,
  quizResultId: null,
  examMode: 'practice',
  error: null,
  isLoading: false,
  attempt: null,
  serverTime: null,
  startedAt: null,
  savedProgress: {},
};

function toQuestion({ user_answer, is_flagged, ...raw }: RawQuestion): Question {
  return {
    ...raw,
    list_answer: raw.list_answer.map((answer, index) => ({ ...answer, id: index })),
    // A resumed strict attempt comes with what the learner saved before.
    user_answer: user_answer ?? [],
    isFlagged: is_flagged ?? false,
    isCheckedResult: false,
  };
}

function findQuestion(state: ExamState, questionId: number): Question | undefined {
  return state.quizData?.exam.find((question) => question.id === questionId);
}

/** The client and the server hold the same unfinished sitting: same quiz, mode and attempt. */
function isSameSitting(client: ExamState, server: ExamState): boolean {
  return (
    client.quizData !== null &&
    !client.isSubmitted &&
    client.quizData.quiz_info.id === server.quizData?.quiz_info.id &&
    client.examMode === server.examMode &&
    (client.attempt?.id ?? null) === (server.attempt?.id ?? null)
  );
}

/**
 * The server's exam (its texts, in the page's language, and its clock) with the client's
 * progress on it: answers, flags, checks and position are the learner's own.
 */
function withClientProgress(server: ExamState, client: ExamState): ExamState {
  const progress = new Map(client.quizData!.exam.map((question) => [question.id, question]));
  const exam = server.quizData!.exam.map((question) => {
    const own = progress.get(question.id);
    return own
      ? { ...question, user_answer: own.user_answer, isFlagged: own.isFlagged, isCheckedResult: own.isCheckedResult }
      : question;
  });
  return {
    ...server,
    quizData: { ...server.quizData!, exam },
    activeQuizIndex: Math.min(client.activeQuizIndex, Math.max(exam.length - 1, 0)),
    startedAt: client.startedAt,
  };
}

const hydrated = hydratedWith<{ exam?: ExamState }>();

const examSlice = createSlice({
  name: 'exam',
  initialState: initialExamState,
  reducers: {
    /** A fresh sitting from the server's reply: position and submission start over. */
    quizLoaded(_state, action: PayloadAction<FullExam>) {
      const { mode, exam, quiz_info, attempt, server_time } = action.payload;
      const questions = exam.map(toQuestion);
      return {
        ...initialExamState,
        examMode: mode,
        quizData: { quiz_info, exam: questions },
        attempt,
        serverTime: server_time,
        startedAt: attempt?.started_at ?? server_time,
        savedProgress: Object.fromEntries(questions.map((question) => [question.id, progressKey(question)])),
      };
    },
    activeQuestionChanged(state, action: PayloadAction<number>) {
      const index = action.payload;
      const count = state.quizData?.exam.length ?? 0;
      // Spec §4: out-of-range moves (past either end, or with no quiz) are ignored.
      if (Number.isInteger(index) && index >= 0 && index < count) state.activeQuizIndex = index;
    },
    answerSelected(state, action: PayloadAction<{ questionId: number; answer: number[] }>) {
      // A submitted attempt is final: its answers are what the server graded.
      if (state.isSubmitted) return;
      const question = findQuestion(state, action.payload.questionId);
      if (question) question.user_answer = action.payload.answer;
    },
    /** Sets the flag, or toggles it when `flagged` is left out. */
    questionFlagged(state, action: PayloadAction<{ questionId: number; flagged?: boolean }>) {
      if (state.isSubmitted) return;
      const question = findQuestion(state, action.payload.questionId);
      if (question) question.isFlagged = action.payload.flagged ?? !question.isFlagged;
    },
    resultChecked(state, action: PayloadAction<{ questionId: number; checked?: boolean }>) {
      const question = findQuestion(state, action.payload.questionId);
      if (question) question.isCheckedResult = action.payload.checked ?? true;
    },
    submitStarted(state) {
      state.isLoading = true;
      state.error = null;
    },
    /** The attempt is closed; `payload` is its result (history) id. */
    examSubmitted(state, action: PayloadAction<number>) {
      state.isLoading = false;
      state.isSubmitted = true;
      state.quizResultId = action.payload;
    },
    submitFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) => {
      const server = action.payload.exam;
      // A page rendered without an exam (any other page) leaves the client's alone.
      if (!server?.quizData) return state;
      // Keep in-progress answers: re-rendering the same sitting on the server (a
      // navigation back to it, a language switch) must not wipe what the learner did
      // since. Anything else — another quiz, mode or attempt, or a finished sitting — is
      // a new start, and the server's state is the truth.
      // (`current`: the merged state must hold plain values, not the draft's proxies.)
      return isSameSitting(state, server) ? withClientProgress(server, current(state)) : server;
    });
  },
});

export const {
  quizLoaded,
  activeQuestionChanged,
  answerSelected,
  questionFlagged,
  resultChecked,
  submitStarted,
  examSubmitted,
  submitFailed,
} = examSlice.actions;
/** @internal exported for the tests */
export const examReducer = examSlice.reducer;

declare module '@/store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof examSlice> {}
}

/**
 * The exam's state joins the store when this module loads (with the exam page), not with
 * every page: its code stays out of the other pages' first load.
 */
const injectedExamSlice = examSlice.injectInto(slicesReducer);

/** The exam's state; its initial state while no exam page has loaded. */
export const selectExam = injectedExamSlice.selectSlice;
