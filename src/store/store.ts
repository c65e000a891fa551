/**
 * The Redux store (DESIGN.md §1): auth, exam and chat slices, wrapped by
 * next-redux-wrapper so state set in getServerSideProps/getStaticProps reaches the client
 * on load and on every navigation (spec §4). Each slice's HYDRATE rule lives in the slice.
 */
import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createWrapper, type Context } from 'next-redux-wrapper';
import { loggedOut, authReducer, restoreSession } from './auth-slice';
import { chatReducer } from '@/features/chat/chat-slice';

/**
 * Slices a page brings along, injected by their own module (the exam's, by the exam page)
 * so that their code is not in every page's first load; each module adds its slice here
 * (`interface LazyLoadedSlices extends WithSlice<…>`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The slices every page uses, and the ones pages inject (a key of the state is absent until then). */
export const slicesReducer = combineSlices({
  auth: authReducer,
  chat: chatReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

type StoreState = ReturnType<typeof slicesReducer>;

// Signing out drops everything the previous user had in the store (an exam attempt, a
// chat conversation), not just the auth slice.
function rootReducer(state: StoreState | undefined, action: UnknownAction): StoreState {
  return slicesReducer(loggedOut.match(action) ? undefined : state, action);
}

function requestCookieHeader(context: Context | undefined): string | undefined {
  if (!context) return undefined;
  const req = 'req' in context ? context.req : 'ctx' in context ? context.ctx.req : undefined;
  const cookie = req?.headers.cookie;
  return typeof cookie === 'string' ? cookie : undefined;
}

/** @internal exported for the tests */
export function makeStore(context?: Context) {
  const store = configureStore({
    reducer: rootReducer,
    devTools: process.env.NODE_ENV !== 'production',
  });
  // On the server, a page rendered per request starts from the visitor's session cookies
  // (spec §4), so its HTML already shows the signed-in header. Static pages have no
  // request and stay signed out; the client restores the session after mounting.
  if (typeof window === 'undefined') {
    const cookieHeader = requestCookieHeader(context);
    if (cookieHeader) store.dispatch(restoreSession(cookieHeader));
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const wrapper = createWrapper<AppStore>(makeStore, { debug: false });
