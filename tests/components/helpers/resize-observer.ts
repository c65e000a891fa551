import { vi } from 'vitest';

/** jsdom has no ResizeObserver; antd's Table and TextArea observe their size with one. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function stubResizeObserver(): void {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
}
