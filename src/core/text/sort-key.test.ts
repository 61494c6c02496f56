import { describe, expect, it } from 'vitest';
import { sortKey } from './sort-key';
import type { Locale } from '../i18n/locales';

const sorted = (names: string[], locale: Locale) =>
  [...names].sort((a, b) =>
    sortKey(a, locale) < sortKey(b, locale) ? -1 : sortKey(a, locale) > sortKey(b, locale) ? 1 : 0,
  );

describe('[CAT-39] locale sort keys for name sorts', () => {
  it('Polish: ą after a, ł after l, ś after s, ż after ź after z', () => {
    expect(
      sorted(['Żurek', 'Zupa', 'Źrebię', 'Łosoś', 'Lody', 'Śledź', 'Sałatka', 'ananas', 'Ąż'], 'pl'),
    ).toEqual(['ananas', 'Ąż', 'Lody', 'Łosoś', 'Sałatka', 'Śledź', 'Zupa', 'Źrebię', 'Żurek']);
  });

  it('German: umlauts sort as their base letter, ß as ss', () => {
    expect(
      sorted(['Zwiebel', 'Äpfel', 'Apfelmus', 'Ahorn', 'Straße', 'Strauch', 'Öl', 'Obst'], 'de'),
    ).toEqual(['Ahorn', 'Äpfel', 'Apfelmus', 'Obst', 'Öl', 'Straße', 'Strauch', 'Zwiebel']);
  });

  it('word boundaries and digits sort before letters; case is ignored', () => {
    expect(sorted(['apple pie', 'applesauce', 'Apple', '7up', 'apple 2'], 'en')).toEqual([
      '7up',
      'Apple',
      'apple 2',
      'apple pie',
      'applesauce',
    ]);
  });

  it('keys use only [0-9a-z], so every database collation orders them alike', () => {
    expect(sortKey('Żółw, „bio” 100%', 'pl')).toMatch(/^[0-9a-z]+$/);
  });
});
