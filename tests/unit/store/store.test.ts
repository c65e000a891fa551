import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { HYDRATE } from 'next-redux-wrapper';
import { describe, expect, it, vi } from 'vitest';
import { authSucceeded, initialAuthState, loggedOut } from '@/store/auth-slice';
import { initialChatState, messagesReceived, panelOpened } from '@/features/chat/chat-slice';
import { answerSelected, initialExamState, quizLoaded } from '@/features/exam/exam-slice';
import { makeStore, wrapper, type RootState } from '@/store/store';
import { practiceExam, QUIZ_ID, strictExam } from '../../fixtures/exam-fixtures';

const user = { id: '3f1c2a9e-0b7d-4c51-9a6e-2d4f8b1c7e10', name: 'An' };
const sessionCookie = `token=jwt; user=${encodeURIComponent(JSON.stringify(user))}`;

function requestContext(cookie?: string): GetServerSidePropsContext {
  return {
    req: { headers: cookie ? { cookie } : {} },
    res: {},
    query: {},
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
}

describe('makeStore', () => {
  it('holds the auth, exam and chat slices in their initial states', () => {
    expect(makeStore().getState()).toEqual({ auth: initialAuthState, exam: initialExamState, chat: initialChatState });
  });

  it('holds the exam slice only once the exam module has loaded (it is no part of other pages)', async () => {
    vi.resetModules();
    const fresh = await import('@/store/store');
    const store = fresh.makeStore();
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'chat']);
    const exam = await import('@/features/exam/exam-slice');
    store.dispatch(exam.quizLoaded(practiceExam()));
    expect(exam.selectExam(store.getState()).examMode).toBe('practice');
    expect(store.getState()).toHaveProperty('exam.quizData.quiz_info.id', QUIZ_ID);
    vi.resetModules();
  });

  it('restores the session from the request cookies on the server', () => {
    expect(makeStore(requestContext(sessionCookie)).getState().auth).toMatchObject({ isLoggedIn: true, user });
  });

  it('stays signed out for a request without the cookies, and for static generation', () => {
    expect(makeStore(requestContext('token=jwt')).getState().auth).toEqual(initialAuthState);
    expect(makeStore({ params: {} } as GetStaticPropsContext).getState().auth).toEqual(initialAuthState);
  });

  it('loggedOut resets every slice', () => {
    const store = makeStore();
    store.dispatch(authSucceeded(user));
    store.dispatch(quizLoaded(practiceExam()));
    store.dispatch(panelOpened());
    store.dispatch(messagesReceived([{ id: 'm1', text: 'hi', sender: 'admin', timestamp: '2026-01-01T00:00:00Z' }]));
    store.dispatch(loggedOut());
    expect(store.getState()).toEqual({ auth: initialAuthState, exam: initialExamState, chat: initialChatState });
  });
});

describe('server state handed to the client (spec §4)', () => {
  it('getServerSideProps carries the server store state, which HYDRATE applies per slice', async () => {
    const getServerSideProps = wrapper.getServerSideProps((store) => async () => {
      store.dispatch(quizLoaded(strictExam()));
      return { props: { page: 'exam' } };
    });
    const result = (await getServerSideProps(requestContext(sessionCookie))) as {
      props: { page: string; initialState: RootState };
    };
    expect(result.props.page).toBe('exam');
    const serverState = result.props.initialState;
    expect(serverState.auth.isLoggedIn).toBe(true);

    // The browser's store: chat open with a message, which the server knows nothing about.
    const client = makeStore();
    client.dispatch(panelOpened());
    client.dispatch(messagesReceived([{ id: 'm1', text: 'hi', sender: 'admin', timestamp: '2026-01-01T00:00:00Z' }]));
    const chatBefore = client.getState().chat;

    client.dispatch({ type: HYDRATE, payload: serverState });
    const state = client.getState();
    expect(state.auth).toEqual(serverState.auth);
    expect(state.exam).toMatchObject({ examMode: 'strict', quizData: { quiz_info: { id: QUIZ_ID } } });
    expect(state.chat).toBe(chatBefore);
  });

  it('a signed-out static page does not sign the client out, nor reset an attempt in progress', () => {
    const client = makeStore();
    client.dispatch(authSucceeded(user));
    client.dispatch(quizLoaded(practiceExam()));
    client.dispatch(answerSelected({ questionId: 1, answer: [1] }));
    const before = client.getState();

    const staticState = makeStore().getState();
    client.dispatch({ type: HYDRATE, payload: staticState });
    expect(client.getState()).toEqual(before);
  });
});
