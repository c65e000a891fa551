import { render } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgress } from '@/features/layout/components/route-progress';
import { setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));

// next/router's own event emitter, so the component subscribes as it does in the app.
let events: ReturnType<typeof mitt>;
beforeEach(() => {
  events = mitt();
  setRouter({ events: events as never });
  document.getElementById('nprogress')?.remove();
});

const bar = () => document.getElementById('nprogress');

describe('RouteProgress', () => {
  it('shows the bar while a page change is under way, once its code has loaded', async () => {
    render(<RouteProgress />);
    events.emit('routeChangeStart', '/courses', { shallow: false });
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    // The moving part is there and moves; nothing in it claims a role (nprogress's own
    // template says role="bar", which is none).
    await vi.waitFor(() => expect(bar()!.querySelector<HTMLElement>('.bar')?.style.transform).toMatch(/translate/));
    expect(bar()!.querySelector('[role]')).toBeNull();
    events.emit('routeChangeComplete', '/courses', { shallow: false });
    await vi.waitFor(() => expect(bar()).toBeNull(), { timeout: 2_000 });
  });

  it('shows nothing for a shallow change, or for a change that ended before the code arrived', async () => {
    render(<RouteProgress />);
    events.emit('routeChangeStart', '/courses?page=2', { shallow: true });
    events.emit('routeChangeStart', '/posts', { shallow: false });
    events.emit('routeChangeError', new Error('cancelled'), '/posts', { shallow: false });
    await import('nprogress');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bar()).toBeNull();
  });
});
