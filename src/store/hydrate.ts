/**
 * next-redux-wrapper's HYDRATE as a typed action (STACK.md: builder form, typed HYDRATE).
 * It carries the whole state the server rendered with — on the first load and on every
 * navigation to a page with getServerSideProps/getStaticProps. Each slice decides what
 * of it may overwrite the client's state, and names here only the part it reads: this
 * module imports no slice, so the slices and the store never import each other in a circle.
 */
import { createAction } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';

/** HYDRATE, typed with the part of the server's state a slice reads (`{ auth?: AuthState }`). */
export function hydratedWith<ServerPart extends object>() {
  return createAction<ServerPart>(HYDRATE);
}
