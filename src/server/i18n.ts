import type { TFunction } from 'i18next';
import { createI18n } from '../core/i18n/create-i18n';
import { LOCALES, type Locale } from '../core/i18n/locales';

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, createI18n(locale).getFixedT(locale)]),
) as Record<Locale, TFunction>;

export function translatorFor(locale: Locale): TFunction {
  return translators[locale];
}

/** A text of the `errors` catalogue; unknown keys fall back to the generic invalid-value text. */
export function errorText(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const t = translators[locale];
  return t(`errors:${key}`, { ...params, defaultValue: t('errors:invalidValue') });
}
