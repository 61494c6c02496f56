import { describe, expect, it } from 'vitest';
import { ExercisesQuery, type GeneratorExercise } from '../../../../core/contracts/generator-data';
import { catalogues } from '../../../../core/i18n/catalogues';
import {
  ExerciseFilterFormSchema,
  MAX_SELECTED,
  applyFilters,
  cardTags,
  clearFilters,
  defaultExercisePreferences,
  exercisePickerEnabled,
  exercisePickerPageSize,
  exercisePickerQuery,
  filtersOf,
  formOf,
  kcalIn,
  selectedData,
  selectedExercisesQuery,
  splitCommaList,
  tagResolverOf,
  toggleSelected,
  withPageSize,
  type ExerciseFilterForm,
  type ExercisePreferences,
} from './exercise-picker-state';

const exercise = (id: number, tags: string[] = []): GeneratorExercise => ({
  id,
  name: `Exercise ${id}`,
  mets: 5,
  kcalPerHour: 350,
  caloriesBurnedPerMinute: 5.8,
  group: 'full_body',
  tags,
});
const emptyForm: ExerciseFilterForm = {
  search: '',
  kcalMin: '',
  kcalMax: '',
  duration: '',
  tags: '',
  allergens: '',
  diets: '',
};
const filled = (preferences: ExercisePreferences): ExercisePreferences => ({
  ...preferences,
  filters: {
    search: 'row',
    kcalMin: 100,
    kcalMax: 400,
    duration: 30,
    tags: ['chest'],
    allergens: ['milk'],
    diets: ['vegan'],
    pageSize: 12,
  },
  selected: [3, 1],
});

describe('the exercise picker’s state (issue 20 A4)', () => {
  it('[AGEN-38] preferences: every filter empty, 9 a page, nothing selected', () => {
    expect(defaultExercisePreferences()).toEqual({
      filters: {
        search: '',
        kcalMin: null,
        kcalMax: null,
        duration: null,
        tags: [],
        allergens: [],
        diets: [],
        pageSize: 9,
      },
      selected: [],
    });
  });

  it('[AGEN-39] the query: locale, page, limit and only the filters that are set', () => {
    expect(exercisePickerQuery('de', 1, defaultExercisePreferences().filters)).toEqual({
      locale: 'de',
      page: 1,
      limit: 9,
      search: undefined,
      kcalMin: undefined,
      kcalMax: undefined,
      duration: undefined,
      tags: undefined,
      allergens: undefined,
      diets: undefined,
    });
    const query = exercisePickerQuery('pl', 3, filled(defaultExercisePreferences()).filters);
    expect(query).toEqual({
      locale: 'pl',
      page: 3,
      limit: 12,
      search: 'row',
      kcalMin: 100,
      kcalMax: 400,
      duration: 30,
      tags: 'chest',
      allergens: 'milk',
      diets: 'vegan',
    });
    // The server reads it as sent (the same contract).
    expect(ExercisesQuery.parse(query)).toMatchObject({ page: 3, limit: 12, tags: ['chest'] });
    // A duration of 0 bounds nothing; a bad page asks for the first.
    const noDuration = { ...defaultExercisePreferences().filters, duration: 0 };
    expect(exercisePickerQuery('en', 0, noDuration)).toMatchObject({ page: 1, duration: undefined });
  });

  it('[AGEN-40] the picker asks only once the locale is set', () => {
    expect(exercisePickerEnabled('en')).toBe(true);
    expect(exercisePickerEnabled('')).toBe(false);
    expect(exercisePickerEnabled('  ')).toBe(false);
    expect(exercisePickerEnabled(null)).toBe(false);
    expect(exercisePickerEnabled(undefined)).toBe(false);
  });

  it('[AGEN-42] the page size is 3–24, otherwise 9', () => {
    for (const size of [3, 4, 9, 12, 24, '7']) expect(exercisePickerPageSize(size)).toBe(Number(size));
    for (const size of [2, 25, 0, -3, 9.5, 100, Number.NaN, null, undefined, '', 'x'])
      expect(exercisePickerPageSize(size)).toBe(9);
    const odd = { ...defaultExercisePreferences().filters, pageSize: 30 };
    expect(exercisePickerQuery('en', 1, odd).limit).toBe(9);
    expect(withPageSize(defaultExercisePreferences(), 2).preferences.filters.pageSize).toBe(9);
    expect(withPageSize(defaultExercisePreferences(), 18).preferences.filters.pageSize).toBe(18);
    expect(filtersOf(emptyForm, 40).pageSize).toBe(9);
  });

  it('[AGEN-43] comma inputs are split and trimmed, blanks dropped', () => {
    expect(splitCommaList(' chest , ,barbell,, chest ,')).toEqual(['chest', 'barbell']);
    expect(splitCommaList(' , ')).toEqual([]);
    const filters = filtersOf(
      { ...emptyForm, tags: ' chest , ,barbell,', allergens: 'milk,, eggs ', diets: ' , vegan' },
      9,
    );
    expect(filters).toMatchObject({
      tags: ['chest', 'barbell'],
      allergens: ['milk', 'eggs'],
      diets: ['vegan'],
    });
    expect(exercisePickerQuery('en', 1, filters)).toMatchObject({
      tags: 'chest,barbell',
      allergens: 'milk,eggs',
      diets: 'vegan',
    });
    // Blanks only: the filter is not sent.
    expect(exercisePickerQuery('en', 1, filtersOf({ ...emptyForm, tags: ' , ,' }, 9)).tags).toBeUndefined();
  });

  it('a tag typed by its name in the page’s language is sent as the catalogue’s tag', () => {
    const resolve = tagResolverOf(catalogues.reference.de);
    expect(resolve('Langhantel')).toBe('equipment:barbell');
    expect(resolve(' brust ')).toBe('muscle:chest');
    expect(resolve('chest')).toBe('chest');
    const filters = { ...defaultExercisePreferences().filters, tags: ['Langhantel', 'Brust'] };
    expect(exercisePickerQuery('de', 1, filters, resolve).tags).toBe('equipment:barbell,muscle:chest');
    expect(tagResolverOf(undefined)('Brust')).toBe('Brust');
  });

  it('[AGEN-44] kcal min and max are numbers from 0, the maximum not below the minimum', () => {
    const check = (form: Partial<ExerciseFilterForm>) =>
      ExerciseFilterFormSchema.safeParse({ ...emptyForm, ...form });
    expect(check({ kcalMin: '0', kcalMax: '0' }).success).toBe(true);
    expect(check({ kcalMin: '120.5', kcalMax: '300' }).success).toBe(true);
    const negative = check({ kcalMin: '-1' });
    expect(negative.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['kcalMin', 'kcalRange'],
    ]);
    expect(check({ kcalMax: '-0.5' }).error?.issues[0]?.path).toEqual(['kcalMax']);
    expect(check({ kcalMin: 'abc' }).success).toBe(false);
    expect(check({ kcalMin: '500', kcalMax: '100' }).error?.issues[0]?.message).toBe('kcalOrder');
    expect(check({ duration: '0' }).error?.issues[0]?.message).toBe('durationRange');
    expect(check({ duration: '45' }).success).toBe(true);
    // Never below 0, whatever reaches the mapping.
    expect(filtersOf({ ...emptyForm, kcalMin: '-20', kcalMax: '250' }, 9)).toMatchObject({
      kcalMin: 0,
      kcalMax: 250,
    });
    expect(filtersOf({ ...emptyForm, kcalMin: '', duration: '' }, 9)).toMatchObject({
      kcalMin: null,
      duration: null,
    });
  });

  it('[AGEN-45] applying or clearing the filters goes back to page 1', () => {
    const start = filled(defaultExercisePreferences());
    const applied = applyFilters(start, { ...formOf(start.filters), search: ' squat ' });
    expect(applied.page).toBe(1);
    expect(applied.preferences.filters).toMatchObject({ search: 'squat', pageSize: 12, kcalMin: 100 });
    expect(applied.preferences.selected).toEqual([3, 1]);
    const cleared = clearFilters(start);
    expect(cleared.page).toBe(1);
    expect(cleared.preferences.filters).toEqual({ ...defaultExercisePreferences().filters, pageSize: 12 });
    expect(cleared.preferences.selected).toEqual([3, 1]);
    expect(withPageSize(start, 6).page).toBe(1);
  });

  it('the form shows the applied filters', () => {
    expect(formOf(filled(defaultExercisePreferences()).filters)).toEqual({
      search: 'row',
      kcalMin: '100',
      kcalMax: '400',
      duration: '30',
      tags: 'chest',
      allergens: 'milk',
      diets: 'vegan',
    });
    expect(formOf(defaultExercisePreferences().filters)).toEqual(emptyForm);
  });

  it('[AGEN-46] selecting toggles an exercise in or out, in the order chosen', () => {
    expect(toggleSelected([], 4)).toEqual([4]);
    expect(toggleSelected([4], 2)).toEqual([4, 2]);
    expect(toggleSelected([4, 2], 4)).toEqual([2]);
    expect(toggleSelected([2], 2)).toEqual([]);
    const full = Array.from({ length: MAX_SELECTED }, (_, i) => i + 1);
    expect(toggleSelected(full, 99)).toEqual(full);
    expect(toggleSelected(full, 1)).toHaveLength(MAX_SELECTED - 1);
    const known = new Map([exercise(1), exercise(2), exercise(3)].map((e) => [e.id, e]));
    expect(selectedData([3, 9, 1], known).map((e) => e.id)).toEqual([3, 1]);
  });

  it('[AGEN-47] a card shows at most 5 tags', () => {
    const tags = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(cardTags(exercise(1, tags))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(cardTags(exercise(1, ['a', 'b']))).toEqual(['a', 'b']);
  });

  it('kcal in a duration, and the selected exercises’ own call', () => {
    expect(kcalIn(350, 30)).toBe(175);
    expect(kcalIn(400, 45)).toBe(300);
    expect(selectedExercisesQuery('en', [9, 2, 5])).toEqual({ locale: 'en', ids: '2,5,9', limit: 50 });
    expect(ExercisesQuery.parse(selectedExercisesQuery('en', [9, 2]))).toMatchObject({ ids: [2, 9] });
  });
});
