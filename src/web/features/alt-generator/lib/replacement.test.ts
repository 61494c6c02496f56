import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  ReplacementForm,
  filtersOf,
  initialFilters,
  replacementQuery,
  splitList,
  truncated,
} from './replacement';

describe('replacement search rules', () => {
  it('splits a comma list: trimmed, without blanks or repeats', () => {
    expect(splitList(' quick, ,breakfast ,quick,, ')).toEqual(['quick', 'breakfast']);
    expect(splitList('')).toEqual([]);
  });

  it('[AGEN-51] the query carries locale, page, pageSize 12, only the filters that are set, and the recipe to leave out', () => {
    expect(replacementQuery('pl', 1, initialFilters('any', []))).toEqual({
      locale: 'pl',
      page: 1,
      pageSize: 12,
      search: undefined,
      portions: undefined,
      time: undefined,
      tags: undefined,
      allergens: undefined,
      diets: undefined,
    });
    const filters = filtersOf(
      { search: ' soup ', portions: '2', time: ' 30 ', tags: 'quick, breakfast' },
      ['vegetarian', 'vegan'],
      ['milk'],
      ['nuts', 'milk'],
    );
    expect(replacementQuery('de', 3, filters, 7)).toEqual({
      exclude: 7,
      locale: 'de',
      page: 3,
      pageSize: 12,
      search: 'soup',
      portions: 2,
      time: 30,
      tags: 'quick,breakfast',
      allergens: 'milk,nuts',
      diets: 'vegan,vegetarian',
    });
  });

  it('prefills the diet from the preference ("any" or unknown: every diet) and keeps every plan allergen', () => {
    expect(initialFilters('vegan', ['milk', 'eggs']).diets).toEqual(['vegan']);
    expect(initialFilters('any', []).diets).toEqual([]);
    expect(initialFilters('paleo', []).diets).toEqual([]);
    expect(initialFilters('any', ['milk', ' eggs ', 'milk']).allergens).toEqual(['milk', 'eggs']);
    // The plan's allergens survive whatever the user adds.
    expect(filtersOf(EMPTY_FORM, [], ['gluten'], []).allergens).toEqual(['gluten']);
  });

  it('truncates to the first entries and counts the rest', () => {
    expect(truncated(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 6)).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e', 'f'],
      more: 1,
    });
    expect(truncated(['a', 'b', 'c', 'd'], 4, 9)).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 5 });
    expect(truncated(['a'], 4)).toEqual({ shown: ['a'], more: 0 });
  });

  it('the form accepts empty or whole numbers in range and at most 5 tags', () => {
    expect(ReplacementForm.safeParse(EMPTY_FORM).success).toBe(true);
    const bad = (values: Partial<typeof EMPTY_FORM>) =>
      ReplacementForm.safeParse({ ...EMPTY_FORM, ...values }).error?.issues.map((i) => i.message);
    expect(bad({ portions: '0' })).toEqual(['portionsRange']);
    expect(bad({ portions: '1.5' })).toEqual(['portionsRange']);
    expect(bad({ portions: '101' })).toEqual(['portionsRange']);
    expect(bad({ time: '1441' })).toEqual(['timeRange']);
    expect(bad({ time: '45' })).toBeUndefined();
    expect(bad({ tags: 'a,b,c,d,e,f' })).toEqual(['tagsTooMany']);
    expect(bad({ tags: 'a, b, c, d, e, a, , ' })).toBeUndefined();
    expect(bad({ search: 'x'.repeat(201) })).toEqual(['searchTooLong']);
  });
});
