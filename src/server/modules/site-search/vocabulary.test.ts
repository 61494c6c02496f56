import { describe, expect, it } from 'vitest';
import { foldText } from '../../../core/text/fold';
import { editDistance } from './edit-distance';
import { buildVocabulary, countWords, type WordCounts } from './vocabulary';

const NAMES = {
  en: ['Broccoli, raw', 'Chicken breast', 'Chicken soup with broccoli', 'Plain yogurt', 'Chickpeas, canned'],
  pl: ['Brokuły gotowane', 'Kurczak pieczony', 'Zupa brokułowa', 'Jogurt naturalny'],
  de: ['Brokkoli, roh', 'Hähnchenbrust', 'Hähnchen mit Reis', 'Naturjoghurt'],
} as const;

async function vocabulary() {
  const counts: WordCounts = new Map();
  for (const [locale, names] of Object.entries(NAMES))
    for (const name of names) countWords(counts, locale as keyof typeof NAMES, foldText(name));
  return buildVocabulary(counts, async () => {});
}

describe('the typo vocabulary', () => {
  it('edit distance counts insertions, deletions, substitutions and swaps, and stops past the bound', () => {
    expect(editDistance('brocoli', 'broccoli', 2)).toBe(1);
    expect(editDistance('chiken', 'chicken', 2)).toBe(1);
    expect(editDistance('jogurt', 'yogurt', 2)).toBe(1);
    expect(editDistance('cihcken', 'chicken', 2)).toBe(1);
    expect(editDistance('brokol', 'brokuly', 2)).toBe(2);
    expect(editDistance('yogurt', 'broccoli', 2)).toBe(3);
    expect(editDistance('same', 'same', 1)).toBe(0);
  });

  it('corrects misspelt words to our names’ words in the query’s language', async () => {
    const v = await vocabulary();
    expect(v.correct('brocoli', 'en')).toBe('broccoli');
    expect(v.correct('chiken', 'en')).toBe('chicken');
    expect(v.correct('jogurt', 'en')).toBe('yogurt');
    expect(v.correct('Hänchen', 'de')).toBe('hahnchen');
    expect(v.correct('brokoly', 'pl')).toBe('brokuly');
    expect(v.correct('kurczk', 'pl')).toBe('kurczak');
    expect(v.correct('chiken brocoli', 'en')).toBe('chicken broccoli');
  });

  it('leaves known words, starts of known words, short words and numbers alone', async () => {
    const v = await vocabulary();
    expect(v.correct('chicken', 'en')).toBeNull();
    expect(v.correct('chick', 'en')).toBeNull();
    expect(v.correct('jogurt', 'pl')).toBeNull();
    expect(v.correct('brokul', 'pl')).toBeNull();
    expect(v.correct('zup', 'pl')).toBeNull();
    expect(v.correct('x1234', 'en')).toBeNull();
    expect(v.correct('', 'en')).toBeNull();
    expect(v.correct('xylophone', 'en')).toBeNull();
  });

  it('the last word, still being typed, may be the misspelt start of a word', async () => {
    const v = await vocabulary();
    expect(v.correct('brokol', 'pl')).toBe('brokul');
    expect(v.correct('chiekn', 'en')).toBe('chicken');
  });
});
