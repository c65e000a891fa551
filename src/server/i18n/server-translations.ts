import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n as I18n } from 'i18next';
import { LOCALES, type Locale } from '@/lib/locales';
import type certificatesEn from '../../../public/locales/en/certificates.json';
import type commonEn from '../../../public/locales/en/common.json';
import type coursesEn from '../../../public/locales/en/courses.json';
import type mailEn from '../../../public/locales/en/mail.json';
import nextI18NextConfig from '../../../next-i18next.config.js';
import { env } from '../env';

/** The dotted paths of a translation file's texts: `verifyEmail.subject`. */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The namespaces the server writes with itself (mails, certificates' PDFs, JSON-LD); pages get theirs from pageTranslations. */
interface ServerNamespaces {
  mail: TextKeys<typeof mailEn>;
  certificates: TextKeys<typeof certificatesEn>;
  /** The brand and the company's facts, which the site's footer and contact page show too. */
  common: TextKeys<typeof commonEn>;
  /** The course page's JSON-LD, built with the page's data (src/server/seo/course-page-json-ld.ts). */
  courses: TextKeys<typeof coursesEn>;
}
export type ServerNamespace = keyof ServerNamespaces;
const NAMESPACES: readonly ServerNamespace[] = ['mail', 'common', 'certificates', 'courses'];

type TranslationValues = Record<string, string | number>;
export type Translate<N extends ServerNamespace> = (key: ServerNamespaces[N], values?: TranslationValues) => string;
/** @internal exported for the tests */
export type ServerResources = Record<Locale, Record<ServerNamespace, object>>;

/** @internal exported for the tests */
export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

/**
 * i18next over the site's own locale files (public/locales, read from disk as
 * serverSideTranslations reads them for pages), strict: a key missing in a language, or a
 * {{value}} the caller did not give, throws rather than mail the raw key to someone. Texts
 * come out unescaped: whoever puts one in HTML escapes it (mail: render-mail.ts).
 * @internal exported for the tests
 */
export function createServerTranslations(resources: ServerResources) {
  const instance: I18n = createInstance();
  void instance.init({
    resources: resources as unknown as Record<string, Record<string, object>>,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    missingInterpolationHandler: (text: string) => {
      throw new MissingTranslationError(`no value given for a placeholder of "${text}"`);
    },
  });

  return function translator<N extends ServerNamespace>(locale: Locale, namespace: N): Translate<N> {
    const t = instance.getFixedT(locale, namespace);
    return (key, values) => {
      if (!instance.exists(key, { lng: locale, ns: namespace })) {
        throw new MissingTranslationError(`${locale}/${namespace}.json has no "${key}"`);
      }
      const text: unknown = t(key, values);
      if (typeof text !== 'string')
        throw new MissingTranslationError(`${locale}/${namespace}.json: "${key}" is no text`);
      return text;
    };
  };
}

/**
 * The namespaces of every language, as the locale files say them now.
 * @internal exported for the tests
 */
export function readServerResources(): ServerResources {
  const folder = localeFolder();
  const read = (locale: Locale, namespace: ServerNamespace): object =>
    JSON.parse(readFileSync(path.join(folder, locale, `${namespace}.json`), 'utf8')) as object;
  const byLocale = (locale: Locale) =>
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, read(locale, namespace)])) as Record<
      ServerNamespace,
      object
    >;
  return Object.fromEntries(LOCALES.map((locale) => [locale, byLocale(locale)])) as ServerResources;
}

// The folder the pages' translations are read from too (next-i18next.config.js, server side).
function localeFolder(): string {
  const { localePath } = nextI18NextConfig;
  if (typeof localePath !== 'string') throw new Error('next-i18next.config.js: localePath must name a folder');
  return localePath;
}

let loaded: ReturnType<typeof createServerTranslations> | undefined;

/**
 * `t` of one language and namespace. The files are read once per process; the development
 * server reads them again every time, as next-i18next does for its pages, so an edit shows.
 */
export function serverTranslator<N extends ServerNamespace>(locale: Locale, namespace: N): Translate<N> {
  if (!loaded || env.NODE_ENV === 'development') loaded = createServerTranslations(readServerResources());
  return loaded(locale, namespace);
}
