/**
 * Exam state and transitions of spec §3–4: one quiz at a time, an active question that
 * moves only within range, per-question answer / flag / checked-result, and submission.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrated } from '@/store/hydrate';
import type { ExamMode, Question, QuizData, RawQuestion, RawQuizData } from './exam-types';

export interface ExamState {
  quizData: QuizData | null;
  activeQuizIndex: number;
  isSubmitted: boolean;
  quizResultId: number | null;
  examMode: ExamMode;
  error: string | null;
  isLoading: boolean;
}

export const initialExamState: ExamState = {
  quizData: null,
  activeQuizIndex: 0,
  isSubmitted: false,
  quizResultId: null,
  examMode: 'practice',
  error: null,
  isLoading: false,
};

function toQuestion(raw: RawQuestion): Question {
  return {
    ...raw,
    list_answer: raw.list_answer.map((answer, index) => ({ ...answer, id: index })),
    user_answer: raw.user_answer ?? [],
    isFlagged: false,
    isCheckedResult: false,
  };
}

function findQuestion(state: ExamState, questionId: number): Question | undefined {
  return state.quizData?.exam.find((question) => question.id === questionId);
}

const examSlice = createSlice({
  name: 'exam',
  initialState: initialExamState,
  reducers: {
    quizLoadStarted(state) {
      state.isLoading = true;
      state.error = null;
    },
    /** A fresh attempt: answers, flags, position and submission start over. */
    quizLoaded(state, action: PayloadAction<{ quizData: RawQuizData; examMode?: ExamMode }>) {
      const { quizData, examMode } = action.payload;
      return {
        ...initialExamState,
        examMode: examMode ?? state.examMode,
        quizData: { quiz_info: quizData.quiz_info, exam: quizData.exam.map(toQuestion) },
      };
    },
    quizLoadFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.error = action.payload;
    },
    examModeChanged(state, action: PayloadAction<ExamMode>) {
      state.examMode = action.payload;
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
    examSubmitted(state, action: PayloadAction<number>) {
      state.isLoading = false;
      state.isSubmitted = true;
      state.quizResultId = action.payload;
    },
    submitFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.error = action.payload;
    },
    examReset: () => initialExamState,
  },
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) => {
      const server = action.payload.exam;
      // Keep in-progress answers: the server's exam replaces the client's only when the
      // client has no quiz yet or holds a different one. Re-rendering the same quiz on the
      // server (a navigation, a locale switch) must not wipe what the learner answered.
      if (!server?.quizData) return state;
      const current = state.quizData;
      if (current && current.quiz_info.id === server.quizData.quiz_info.id) return state;
      return server;
    });
  },
});

export const {
  quizLoadStarted,
  quizLoaded,
  quizLoadFailed,
  examModeChanged,
  activeQuestionChanged,
  answerSelected,
  questionFlagged,
  resultChecked,
  submitStarted,
  examSubmitted,
  submitFailed,
  examReset,
} = examSlice.actions;
export const examReducer = examSlice.reducer;
