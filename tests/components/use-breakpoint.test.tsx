import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { DEFAULT_BREAKPOINT_STATE } from '@/lib/breakpoints';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

function Probe() {
  const { breakpoint, isMobile, isDesktop } = useBreakpoint();
  return <output>{`${breakpoint} mobile:${isMobile} desktop:${isDesktop}`}</output>;
}

describe('useBreakpoint', () => {
  afterEach(() => {
    window.innerWidth = initialWidth;
    vi.restoreAllMocks();
  });

  it('reads the window width on a client render', () => {
    window.innerWidth = 375;
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toEqual({ breakpoint: 'xs', isMobile: true, isDesktop: false });
  });

  it('follows resize events across every band', () => {
    window.innerWidth = 1920;
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toEqual({ breakpoint: 'xl', isMobile: false, isDesktop: true });

    resizeTo(1300);
    expect(result.current).toEqual({ breakpoint: 'lg', isMobile: false, isDesktop: true });
    resizeTo(1100);
    expect(result.current).toEqual({ breakpoint: 'md', isMobile: false, isDesktop: false });
    resizeTo(992);
    expect(result.current).toEqual({ breakpoint: 'md', isMobile: true, isDesktop: false });
    resizeTo(800);
    expect(result.current).toEqual({ breakpoint: 'sm', isMobile: true, isDesktop: false });
    resizeTo(500);
    expect(result.current).toEqual({ breakpoint: 'xs', isMobile: true, isDesktop: false });
    resizeTo(1600);
    expect(result.current).toEqual({ breakpoint: 'xl', isMobile: false, isDesktop: true });
  });

  it('re-renders only when a band boundary is crossed, not on every pixel', () => {
    window.innerWidth = 1250;
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useBreakpoint();
    });
    const afterMount = renders;

    for (let width = 1251; width < 1600; width += 7) resizeTo(width);
    expect(renders).toBe(afterMount);
    expect(result.current.breakpoint).toBe('lg');

    resizeTo(1600);
    expect(renders).toBe(afterMount + 1);
    expect(result.current.breakpoint).toBe('xl');
  });

  it('stops listening once unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useBreakpoint());
    unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });

  it('renders the stable default on the server', () => {
    window.innerWidth = 375;
    expect(renderToString(<Probe />)).toBe('<output>lg mobile:false desktop:true</output>');
    expect(DEFAULT_BREAKPOINT_STATE.breakpoint).toBe('lg');
  });

  it('hydrates server HTML without a mismatch, then switches to the real width', async () => {
    const html = renderToString(<Probe />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    window.innerWidth = 375;

    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('xs mobile:true desktop:false');

    act(() => root?.unmount());
    container.remove();
  });
});
