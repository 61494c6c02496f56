import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createI18n } from '../../core/i18n/create-i18n';
import type { Locale } from '../../core/i18n/locales';

const instances = new Map<Locale, i18n>();

/**
 * One ready i18next instance per locale: switching language swaps the instance in the provider, so the
 * first render after a switch is already in the new language.
 */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    initReactI18next.init(instance);
    instances.set(locale, instance);
  }
  return instance;
}
