import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  breakpointOf,
  DEFAULT_BREAKPOINT_STATE,
  DESKTOP_MIN_WIDTH,
  MOBILE_MAX_WIDTH,
} from '@/lib/breakpoints';

describe('breakpoints (spec §4, §9)', () => {
  it('uses the stated thresholds xs 576, sm 768, md 992, lg 1200, xl 1600', () => {
    expect(BREAKPOINTS).toEqual({ xs: 576, sm: 768, md: 992, lg: 1200, xl: 1600 });
    expect(MOBILE_MAX_WIDTH).toBe(992);
    expect(DESKTOP_MIN_WIDTH).toBe(1200);
  });

  it.each([
    [0, 'xs'],
    [320, 'xs'],
    [575, 'xs'],
    [576, 'xs'],
    [767, 'xs'],
    [768, 'sm'],
    [991, 'sm'],
    [992, 'md'],
    [1199, 'md'],
    [1200, 'lg'],
    [1599, 'lg'],
    [1600, 'xl'],
    [3840, 'xl'],
  ] as const)('width %i is %s: the largest threshold met, xs below 576', (width, breakpoint) => {
    expect(breakpointOf(width).breakpoint).toBe(breakpoint);
  });

  it('counts a threshold as met from its exact value, fractions included', () => {
    expect(breakpointOf(767.5).breakpoint).toBe('xs');
    expect(breakpointOf(1199.9).breakpoint).toBe('md');
  });

  it('is mobile at or below 992', () => {
    expect(breakpointOf(320).isMobile).toBe(true);
    expect(breakpointOf(991).isMobile).toBe(true);
    expect(breakpointOf(992).isMobile).toBe(true);
    expect(breakpointOf(992.5).isMobile).toBe(false);
    expect(breakpointOf(993).isMobile).toBe(false);
    expect(breakpointOf(1600).isMobile).toBe(false);
  });

  it('is desktop at or above 1200', () => {
    expect(breakpointOf(1199).isDesktop).toBe(false);
    expect(breakpointOf(1200).isDesktop).toBe(true);
    expect(breakpointOf(2000).isDesktop).toBe(true);
    expect(breakpointOf(320).isDesktop).toBe(false);
  });

  it('is neither mobile nor desktop between 993 and 1199', () => {
    expect(breakpointOf(1100)).toEqual({ breakpoint: 'md', isMobile: false, isDesktop: false });
  });

  it('gives the whole state for a width', () => {
    expect(breakpointOf(375)).toEqual({ breakpoint: 'xs', isMobile: true, isDesktop: false });
    expect(breakpointOf(800)).toEqual({ breakpoint: 'sm', isMobile: true, isDesktop: false });
    expect(breakpointOf(992)).toEqual({ breakpoint: 'md', isMobile: true, isDesktop: false });
    expect(breakpointOf(1280)).toEqual({ breakpoint: 'lg', isMobile: false, isDesktop: true });
    expect(breakpointOf(1920)).toEqual({ breakpoint: 'xl', isMobile: false, isDesktop: true });
  });

  it('returns the same frozen object for widths in the same band', () => {
    expect(breakpointOf(1300)).toBe(breakpointOf(1500));
    expect(breakpointOf(0)).toBe(breakpointOf(700));
    expect(breakpointOf(992)).not.toBe(breakpointOf(993));
    expect(Object.isFrozen(breakpointOf(800))).toBe(true);
  });

  it('treats NaN and negative widths as the smallest screen, and Infinity as the largest', () => {
    expect(breakpointOf(Number.NaN)).toBe(breakpointOf(0));
    expect(breakpointOf(-10)).toBe(breakpointOf(0));
    expect(breakpointOf(Number.POSITIVE_INFINITY)).toBe(breakpointOf(1600));
  });

  it('assumes a desktop at lg before the width is known', () => {
    expect(DEFAULT_BREAKPOINT_STATE).toEqual({ breakpoint: 'lg', isMobile: false, isDesktop: true });
  });
});
