/**
 * Renders a component as the app would: the Redux store and the real English translations
 * of every namespace (public/locales/en), so tests assert the texts users read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach } from 'vitest';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/store/store';

const localesDir = path.join(import.meta.dirname, '..', '..', '..', 'public', 'locales', 'en');
const namespaces = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const resources = {
  en: Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, `${ns}.json`), 'utf8')) as object]),
  ),
};

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources,
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

function withApp(ui: ReactElement, store: AppStore) {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>{ui}</Provider>
    </I18nextProvider>
  );
}

/** Renders `ui` inside the app's providers; `rerender` keeps them (and the same store). */
export function renderWithApp(ui: ReactElement, store: AppStore = makeStore()) {
  const result = render(withApp(ui, store));
  return { ...result, store, rerender: (next: ReactElement) => result.rerender(withApp(next, store)) };
}

const hydratedRoots: { unmount: () => void }[] = [];
afterEach(() => {
  for (const root of hydratedRoots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

/**
 * Serves `ui`'s HTML as the server would, lets `beforeScript` act on it as a visitor can
 * before the page's script runs (type into a field: `field.value = …`), then hydrates it.
 */
export function hydrateWithApp(
  ui: ReactElement,
  beforeScript: (container: HTMLElement) => void,
  store: AppStore = makeStore(),
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(withApp(ui, makeStore()));
  document.body.append(container);
  beforeScript(container);
  act(() => {
    hydratedRoots.push(hydrateRoot(container, withApp(ui, store)));
  });
  return { container, store };
}

/**
 * `ui`'s HTML as Next's pages renderer makes it (next/dist/server/render.js): React's
 * streaming renderer, read to the end once everything is ready.
 */
export async function serverHtmlAsNext(ui: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(withApp(ui, makeStore()));
  await stream.allReady;
  return new Response(stream).text();
}

/** Types into the field labelled `label` as a visitor does before the page's script runs. */
export function typeBeforeScript(container: HTMLElement, label: string, text: string) {
  (within(container).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value = text;
}

/** Ticks the checkbox or radio labelled `label` as a visitor does before the page's script runs. */
export function tickBeforeScript(container: HTMLElement, label: string) {
  (within(container).getByLabelText(label) as HTMLInputElement).click();
}

/** The antd Form.Item around a labelled input, to check a message sits on that field. */
export function formItemOf(input: HTMLElement): HTMLElement {
  const item = input.closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error('input is not inside a Form.Item');
  return item;
}
