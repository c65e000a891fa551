/**
 * Renders a component as the app would: the Redux store and the real English translations
 * of every namespace (public/locales/en), so tests assert the texts users read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
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

export function renderWithApp(ui: ReactElement, store: AppStore = makeStore()) {
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>{ui}</Provider>
    </I18nextProvider>,
  );
  return { ...result, store };
}

/** The antd Form.Item around a labelled input, to check a message sits on that field. */
export function formItemOf(input: HTMLElement): HTMLElement {
  const item = input.closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error('input is not inside a Form.Item');
  return item;
}
