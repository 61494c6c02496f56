import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES, resolvedCatalogue, type Catalogue } from './catalogues';
import { createI18n } from './create-i18n';
import { LOCALES, type Locale } from './locales';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') keys.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) keys.set(k, v);
  }
  return keys;
}

describe('translation catalogues', () => {
  it.each(NAMESPACES)('[I18N-04] namespace %s has every key in pl, de and en', (ns) => {
    const bases = (locale: Locale) =>
      new Set([...flatten(catalogues[ns][locale]).keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
    const all = new Set(LOCALES.flatMap((locale) => [...bases(locale)]));
    for (const locale of LOCALES) {
      const missing = [...all].filter((key) => !bases(locale).has(key));
      expect(missing, `${locale}/${ns}.json is missing keys`).toEqual([]);
    }
  });

  it.each(LOCALES)('[I18N-04] %s has every plural form its language needs, and no empty text', (locale) => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const ns of NAMESPACES) {
      const keys = flatten(catalogues[ns][locale]);
      for (const [key, text] of keys) expect(text.trim(), `${ns}:${key}`).not.toBe('');
      const plurals = new Set(
        [...keys.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
      );
      for (const base of plurals)
        for (const form of needed) expect(keys.has(`${base}_${form}`), `${ns}:${base}_${form}`).toBe(true);
    }
  });

  it('Polish plurals use one, few and many', () => {
    const t = createI18n('pl').t;
    expect(t('common:items.recipe', { count: 1 })).toBe('1 przepis');
    expect(t('common:items.recipe', { count: 3 })).toBe('3 przepisy');
    expect(t('common:items.recipe', { count: 5 })).toBe('5 przepisów');
    expect(t('common:items.recipe', { count: 22 })).toBe('22 przepisy');
    expect(createI18n('en').t('common:items.recipe', { count: 2 })).toBe('2 recipes');
  });

  it('[I18N-05] [I18N-08] the shared common catalogue falls back to Polish', () => {
    const source = {
      pl: { a: 'polski', b: { c: 'pl-c' } },
      de: { a: 'deutsch', b: {} },
      en: { b: { c: 'en-c' } },
    };
    expect(resolvedCatalogue('common', 'de', source)).toEqual({ a: 'deutsch', b: { c: 'pl-c' } });
    expect(resolvedCatalogue('common', 'en', source)).toEqual({ a: 'polski', b: { c: 'en-c' } });
  });

  it('[I18N-06] [I18N-08] feature catalogues fall back to English', () => {
    const source = { pl: { x: 'pl-x' }, de: {}, en: { x: 'en-x', y: 'en-y' } };
    expect(resolvedCatalogue('shell', 'de', source)).toEqual({ x: 'en-x', y: 'en-y' });
    expect(resolvedCatalogue('shell', 'pl', source)).toEqual({ x: 'pl-x', y: 'en-y' });
  });

  it('[TOAST-08] [TOAST-09] [TOAST-10] the global error texts are the spec’s English texts', () => {
    const t = createI18n('en').t;
    expect(t('common:errors.processing')).toBe(
      'Processing error. Please try again later or contact our support.',
    );
    expect(t('common:errors.generic')).toBe('An error occurred. Please try again later.');
    expect(t('common:errors.request')).toBe('Error processing the request.');
    expect(t('errors:missingAuthorization')).toBe('Missing authorization header.');
  });
});
