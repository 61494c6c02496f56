import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { i18nProblems } from './i18n-check';

describe('npm run i18n:check', () => {
  it('[I18N-04] [I18N-07] every key of every namespace exists in pl, de and en, translated (the shipped catalogues)', () => {
    // The command itself, in a process of its own (the test setup's i18next adds keys to the catalogues).
    const output = execFileSync('node_modules/.bin/tsx', ['scripts/i18n/i18n-check.ts'], {
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('i18n: every catalogue complete in pl, de and en');
  });

  it('[I18N-07] fails on a key missing in one language, an empty text, and an untranslated sentence', () => {
    const problems = i18nProblems(
      {},
      {
        demo: {
          en: {
            greeting: 'Good morning, have a nice day',
            unit: '{{n}} kcal',
            only: 'Here only in English',
            empty: 'x',
          },
          de: { greeting: 'Good morning, have a nice day', unit: '{{n}} kcal', empty: ' ' },
          pl: { greeting: 'Dzień dobry, miłego dnia', unit: '{{n}} kcal', only: 'Tylko tutaj', empty: 'y' },
        },
      },
    );
    expect(problems).toEqual([
      'de/demo: missing key only',
      'de/demo: empty text empty',
      'de/demo: "greeting" is the English text "Good morning, have a nice day"',
    ]);
  });

  it('[I18N-07] a text the same in English passes only with its reason in same-as-english.json', () => {
    const source = { demo: { en: { name: 'Blog' }, de: { name: 'Blog' }, pl: { name: 'Blog' } } };
    expect(i18nProblems({}, source)).toHaveLength(2);
    expect(i18nProblems({ '*:demo:name': 'the same word in every language' }, source)).toEqual([]);
  });
});
