import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Shared by every jsdom component test (STACK.md: "Vitest + jsdom + antd").
 *
 * 1. Globals are off, so Testing Library cannot register its own cleanup: unmount after each
 *    test here.
 * 2. jsdom has no `window.matchMedia`, which antd (Grid, responsive observers) calls at render.
 *    This stand-in evaluates width queries — `(min-width: 576px)`, `(max-width: 991.98px)`,
 *    joined by `and` or `,` — against `window.innerWidth`, and sends `change` to listeners when
 *    a `resize` event changes the answer. Media types `all`/`screen` match; any other feature
 *    (`prefers-color-scheme`, `print`, …) does not. A test that needs something else can
 *    replace it with `vi.stubGlobal('matchMedia', …)`.
 */
afterEach(() => {
  cleanup();
});

function featureMatches(feature: string, width: number): boolean {
  const term = feature.trim().toLowerCase();
  if (term === 'all' || term === 'screen' || term === 'only screen') return true;
  const found = /^\(\s*(min-width|max-width|width)\s*:\s*([\d.]+)px\s*\)$/.exec(term);
  if (!found) return false;
  const px = Number(found[2]);
  if (found[1] === 'min-width') return width >= px;
  if (found[1] === 'max-width') return width <= px;
  return width === px;
}

function evaluateMediaQuery(query: string, width: number): boolean {
  return query
    .split(',')
    .some((alternative) => alternative.split(/\band\b/i).every((feature) => featureMatches(feature, width)));
}

type ChangeListener = (event: MediaQueryListEvent) => void;

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  readonly media: string;
  matches: boolean;
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null = null;

  constructor(media: string) {
    super();
    this.media = media;
    this.matches = evaluateMediaQuery(media, window.innerWidth);
  }

  /** Deprecated API, still used by some libraries (and older antd). */
  addListener(listener: ChangeListener | null): void {
    if (listener) this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: ChangeListener | null): void {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }

  refresh(): void {
    const matches = evaluateMediaQuery(this.media, window.innerWidth);
    if (matches === this.matches) return;
    this.matches = matches;
    const event = Object.assign(new Event('change'), { matches, media: this.media }) as MediaQueryListEvent;
    this.onchange?.call(this, event);
    this.dispatchEvent(event);
  }
}

// Lists stay tracked for the whole file: a component may keep one across tests.
const lists = new Set<FakeMediaQueryList>();

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => {
    const list = new FakeMediaQueryList(query);
    lists.add(list);
    return list;
  },
});

window.addEventListener('resize', () => {
  for (const list of lists) list.refresh();
});
