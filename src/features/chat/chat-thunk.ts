import type { AppDispatch, RootState } from '@/store/store';

/** The widget's thunks: they read the auth state (who is chatting) as well as the chat's. */
export type ChatThunk<R> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>;
