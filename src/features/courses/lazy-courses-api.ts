import type * as CoursesApiModule from './courses-api';

/**
 * The catalogue calls, loaded after the page rather than with it: they bring the axios
 * client (~22 kB gzip), which static pages otherwise do without (as auth-slice does for
 * sign-out). Once loaded, `loadedCoursesApi` hands the module over synchronously — what a
 * save on `pagehide` needs, since the page may be gone before a promise settles.
 */
type CoursesApi = typeof CoursesApiModule;

let loaded: CoursesApi | undefined;

export async function coursesApi(): Promise<CoursesApi> {
  loaded ??= await import('./courses-api');
  return loaded;
}

export function loadedCoursesApi(): CoursesApi | undefined {
  return loaded;
}
