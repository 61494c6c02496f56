import i18next, { type i18n } from 'i18next';
import { catalogues, NAMESPACES, resourcesFor } from './catalogues';
import { LOCALES, type Locale } from './locales';

/** One i18next instance with every locale loaded; used by the web app and by the server's error texts. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: Object.fromEntries(LOCALES.map((l) => [l, resourcesFor(l)])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export { catalogues };
