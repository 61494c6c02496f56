import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, normalizeLocale, parseAcceptLanguage, preferredLocale } from './locales';

describe('locales', () => {
  it('[I18N-01] supported locales are pl, de, en and the default is en', () => {
    expect([...LOCALES].sort()).toEqual(['de', 'en', 'pl']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('[I18N-02] a locale is normalised to its first segment in lower case', () => {
    expect(normalizeLocale('de-AT')).toBe('de');
    expect(normalizeLocale('PL_pl')).toBe('pl');
    expect(normalizeLocale(' EN-gb ')).toBe('en');
  });

  it('[I18N-03] an unsupported or missing locale falls back to en', () => {
    for (const value of ['fr', 'fr-FR', '', undefined, null, 42, 'deu', '-de'])
      expect(normalizeLocale(value)).toBe('en');
  });

  it('Accept-Language is ordered by q-value, q=0 and * dropped', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, pl;q=0.8, *;q=0.1, en;q=0')).toEqual(['de-DE', 'pl', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('garbage;;;q=abc')).toEqual([]);
  });

  it('the preferred locale: a supported cookie, then Accept-Language, else en', () => {
    expect(preferredLocale({ cookie: 'pl', acceptLanguage: 'de' })).toBe('pl');
    expect(preferredLocale({ cookie: 'xx', acceptLanguage: 'fr, de;q=0.5' })).toBe('de');
    expect(preferredLocale({ acceptLanguage: 'fr, es' })).toBe('en');
    expect(preferredLocale({})).toBe('en');
  });
});
