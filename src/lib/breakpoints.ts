/**
 * Spec §4/§9 breakpoints. The spec gives two readings of the thresholds and settles on this
 * set. The names are one step off antd's Grid (there `sm` starts at 576, `md` at 768 …), so do
 * not mix this with `Grid.useBreakpoint`.
 */
export const BREAKPOINTS = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1600 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Mobile means a width at or below this (so 992 itself, the start of `md`, is mobile). */
export const MOBILE_MAX_WIDTH = 992;
/** Desktop means a width at or above this. */
export const DESKTOP_MIN_WIDTH = 1200;

export interface BreakpointState {
  readonly breakpoint: Breakpoint;
  readonly isMobile: boolean;
  readonly isDesktop: boolean;
}

// At most six distinct states exist; handing out the same object keeps React from re-rendering.
const cache = new Map<string, BreakpointState>();

function stateOf(breakpoint: Breakpoint, isMobile: boolean, isDesktop: boolean): BreakpointState {
  const key = `${breakpoint}:${isMobile}:${isDesktop}`;
  let state = cache.get(key);
  if (!state) {
    state = Object.freeze({ breakpoint, isMobile, isDesktop });
    cache.set(key, state);
  }
  return state;
}

// Largest first: the current breakpoint is the largest threshold the width meets.
const DESCENDING = (Object.keys(BREAKPOINTS) as Breakpoint[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);

/**
 * The state for a window width in CSS pixels. Below 576 no threshold is met and the answer is
 * still `xs`, so `xs` covers every width under 768. A width that is not a number (NaN) counts
 * as 0. The same inputs always give the same (frozen) object, which lets React skip renders
 * while the width moves inside one band.
 */
export function breakpointOf(width: number): BreakpointState {
  const w = Number.isNaN(width) ? 0 : width;
  const breakpoint = DESCENDING.find((name) => w >= BREAKPOINTS[name]) ?? 'xs';
  return stateOf(breakpoint, w <= MOBILE_MAX_WIDTH, w >= DESKTOP_MIN_WIDTH);
}

/**
 * What a server render (and the first client render, during hydration) assumes before the
 * real width is known: a desktop at the `lg` threshold. Layout should come from CSS media
 * queries; this value only drives behaviour that can change after mount.
 */
export const DEFAULT_BREAKPOINT_STATE: BreakpointState = breakpointOf(DESKTOP_MIN_WIDTH);
