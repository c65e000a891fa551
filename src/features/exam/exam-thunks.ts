/**
 * Handing in the exam. Apart from the slice on purpose: it calls the API, whose axios client
 * the slice (in every page's first load through the store) must not bring.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { ApiError, toApiError } from '@/lib/api/api-error';
import type { RootState } from '@/store/store';
import { examSubmitted, selectExam, submitFailed, submitStarted } from './exam-slice';
import { callExamApi } from './load-exam-api';
import { buildSubmitBody } from './submission';

/**
 * `timeUp`: the server had already closed the strict attempt at its deadline with the
 * saved answers; its result exists under the attempt's id all the same.
 */
export type SubmitOutcome = { ok: true; resultId: number; timeUp: boolean } | { ok: false; error: ApiError };

export const submitExam =
  (serverNowMs: number) =>
  async (dispatch: Dispatch, getState: () => RootState): Promise<SubmitOutcome> => {
    const state = selectExam(getState());
    if (state.isSubmitted && state.quizResultId !== null) {
      return { ok: true, resultId: state.quizResultId, timeUp: false };
    }
    const body = buildSubmitBody(state, serverNowMs);
    if (!body) return { ok: false, error: new ApiError({ detail: 'No exam loaded', error_code: 'BAD_RESPONSE' }) };

    dispatch(submitStarted());
    try {
      const result = await callExamApi((api) => api.submitQuiz(body));
      dispatch(examSubmitted(result.id));
      return { ok: true, resultId: result.id, timeUp: false };
    } catch (err) {
      const error = toApiError(err);
      if (error.error_code === 'QUIZ_TIME_UP' && state.attempt) {
        dispatch(examSubmitted(state.attempt.id));
        return { ok: true, resultId: state.attempt.id, timeUp: true };
      }
      dispatch(submitFailed(error.error_code));
      return { ok: false, error };
    }
  };
