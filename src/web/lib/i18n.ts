import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '../../core/i18n/catalogue-fallback';
import type { Namespace } from '../../core/i18n/catalogues';
import { LOCALES, type Locale } from '../../core/i18n/locales';

/**
 * Each locale's catalogue files, one chunk each: a page downloads only its language and namespaces. The
 * build has merged the fallback language's texts into each (DECISIONS I18N-08, `scripts/vite-catalogues.ts`).
 */
const catalogueFiles = import.meta.glob<Catalogue>('../../core/i18n/locales/*/*.json', { import: 'default' });

function loadCatalogue(locale: Locale, namespace: string): Promise<Catalogue> {
  const load = catalogueFiles[`../../core/i18n/locales/${locale}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no catalogue ${locale}/${namespace}`));
}

/** i18next's loader: a namespace that is not there yet (a `useTranslation` of one) comes from its file. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(locale, namespace, callback) {
    loadCatalogue(locale as Locale, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

function createLoadingI18n(locale: Locale): i18n {
  const instance = i18next.createInstance().use(catalogueBackend);
  void instance.init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    // Nothing at start: `loadTranslations` brings what a page needs before it renders.
    ns: [],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

let createInstance: (locale: Locale) => i18n = createLoadingI18n;
const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per locale: switching language swaps the instance in the provider, so the
 * first render after a switch is already in the new language. In the app it holds the namespaces loaded so
 * far (`loadTranslations`); in tests, every catalogue (`bundleCatalogues`).
 */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance(locale);
    initReactI18next.init(instance);
    instances.set(locale, instance);
  }
  return instance;
}

/** Loads the namespaces of a locale that are not loaded yet (each file once); resolves when all are there. */
export async function loadTranslations(locale: Locale, namespaces: readonly Namespace[]): Promise<i18n> {
  const instance = i18nFor(locale);
  const missing = namespaces.filter((ns) => !instance.hasLoadedNamespace(ns));
  if (missing.length) await instance.loadNamespaces(missing);
  return instance;
}

/**
 * Tests (`src/web/testing/setup.ts`): instances made by `create`, with every catalogue in memory, so
 * translations are there synchronously and the catalogue files are never fetched.
 */
export function bundleCatalogues(create: (locale: Locale) => i18n): void {
  createInstance = create;
  instances.clear();
}
