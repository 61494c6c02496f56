import { describe, expect, it } from 'vitest';
import {
  PORTION_BUCKETS,
  PREP_TIME_BUCKETS,
  BODY_GROUPS,
  EXERCISE_GOALS,
  FOOD_OCCASIONS,
  FOOD_TAGS,
  CUISINES,
  RECIPE_AUTHOR_TAGS,
  RECIPE_CATEGORIES,
  RECIPE_OCCASIONS,
} from '../../../../core/domain/reference-vocabulary';
import { LOCALES } from '../../../../core/i18n/locales';
import { vocabularyListOptions, vocabularyOptions } from './labels';

const VOCABULARIES: Array<[string, readonly string[]]> = [
  ['prepTime', PREP_TIME_BUCKETS],
  ['portions', PORTION_BUCKETS],
  ['occasions', [...FOOD_OCCASIONS, ...RECIPE_OCCASIONS]],
  ['foodTags', FOOD_TAGS],
  ['recipeTags', RECIPE_AUTHOR_TAGS],
  ['recipeCategories', RECIPE_CATEGORIES],
  ['cuisines', CUISINES],
  ['exercise.goal', EXERCISE_GOALS],
  ['exercise.group', BODY_GROUPS],
];

describe('filter labels (issue 10 B7)', () => {
  it.each(LOCALES)('[REC-03] every filter option has a real label in %s, never its raw key', (locale) => {
    for (const [section, values] of VOCABULARIES) {
      for (const option of vocabularyOptions(locale, section, values)) {
        expect(option.label, `${section}.${option.value}`).not.toBe(option.value);
        expect(option.label).not.toMatch(/^[a-z]+[A-Z]\w*$/);
      }
    }
  });

  it('the preparation-time and portion buckets read as people write them', () => {
    expect(vocabularyOptions('en', 'prepTime', PREP_TIME_BUCKETS).map((o) => o.label)).toEqual([
      'Up to 15 min',
      'Up to 30 min',
      'Up to 60 min',
      'Over 60 min',
    ]);
    expect(vocabularyOptions('pl', 'portions', PORTION_BUCKETS).map((o) => o.label)).toContain('3–4 porcje');
    expect(vocabularyOptions('de', 'portions', PORTION_BUCKETS).map((o) => o.label)).toContain(
      '5 oder mehr Portionen',
    );
  });

  it('a JSON list column reads as the labels of its values, in order, per language; kept once per text', () => {
    const json = JSON.stringify(['dinner', 'breakfast']);
    const en = vocabularyListOptions('en', 'occasions', json);
    expect(en).toEqual(vocabularyOptions('en', 'occasions', ['dinner', 'breakfast']));
    expect(en.map((o) => o.value)).toEqual(['dinner', 'breakfast']);
    expect(vocabularyListOptions('en', 'occasions', json)).toBe(en);
    expect(Object.isFrozen(en)).toBe(true);
    const pl = vocabularyListOptions('pl', 'occasions', json);
    expect(pl.map((o) => o.label)).toEqual(
      vocabularyOptions('pl', 'occasions', ['dinner', 'breakfast']).map((o) => o.label),
    );
    expect(pl.map((o) => o.label)).not.toEqual(en.map((o) => o.label));
    expect(vocabularyListOptions('en', 'occasions', '[]')).toEqual([]);
  });
});
