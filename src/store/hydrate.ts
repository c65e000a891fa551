/**
 * next-redux-wrapper's HYDRATE as a typed action (STACK.md: builder form, typed HYDRATE).
 * It carries the whole state the server rendered with — on the first load and on every
 * navigation to a page with getServerSideProps/getStaticProps. Each slice decides what
 * of it may overwrite the client's state.
 */
import { createAction } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import type { AuthState } from '@/features/auth/auth-slice';
import type { ChatState } from '@/features/chat/chat-slice';
import type { ExamState } from '@/features/exam/exam-slice';

export interface ServerState {
  auth?: AuthState;
  exam?: ExamState;
  chat?: ChatState;
}

export const hydrated = createAction<ServerState>(HYDRATE);
