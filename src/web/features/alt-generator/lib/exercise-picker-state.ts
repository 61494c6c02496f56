import { z } from 'zod';
import { ExercisePreferencesSchema } from '../../../../core/contracts/alt-generator';
import { MAX_SEARCH_TEXT } from '../../../../core/contracts/catalogue-options';
import {
  EXERCISE_CARD_TAGS,
  EXERCISE_PICKER_PAGE_SIZE,
  EXERCISE_PICKER_STALE_MS,
  exercisePickerPageSize,
  splitCommaList,
  type ExercisesQueryInput,
  type GeneratorExercise,
} from '../../../../core/contracts/generator-data';
import { MAX_EXERCISE_MINUTES } from '../../../../core/domain/plan/limits';

/**
 * The 4-step generator's exercise picker, its pure rules (B §7 "exercise picker list", B §9): pages of 3–24
 * exercises (else 9), a list kept 60 s and asked for only with a locale, at most 5 tags on a card.
 */
export { EXERCISE_CARD_TAGS, EXERCISE_PICKER_PAGE_SIZE, EXERCISE_PICKER_STALE_MS, exercisePickerPageSize };
export { splitCommaList };

/** AGEN-38: the picker's filters and the selected exercises' ids. */
export type ExercisePreferences = z.output<typeof ExercisePreferencesSchema>;
export type ExerciseFilters = ExercisePreferences['filters'];

/** The page sizes the picker offers (B §9: 3–24). */
export const PAGE_SIZE_CHOICES = [3, 6, 9, 12, 18, 24] as const;
/** The most exercises a plan selects (ExercisePreferencesSchema). */
export const MAX_SELECTED = 50;
const KCAL_LIMIT = 20_000;
const MAX_LIST_ITEMS = 30;

/** AGEN-38: no filters, 9 a page, nothing selected. */
export function defaultExercisePreferences(): ExercisePreferences {
  return ExercisePreferencesSchema.parse({});
}

/** AGEN-40: the picker asks only once it knows the language. */
export function exercisePickerEnabled(locale: string | null | undefined): boolean {
  return typeof locale === 'string' && locale.trim() !== '';
}

/** A typed tag as the catalogue's tag: what the user typed, or its tag when it names an equipment or muscle. */
export type TagResolver = (tag: string) => string;

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/**
 * Exercise tags are `equipment:<key>` and `muscle:<key>`, shown by their names in the page's language: a name
 * typed into the tags filter ("Langhantel", "klatka piersiowa") is sent as its tag. `reference` is the
 * `reference` catalogue of the page's language.
 */
export function tagResolverOf(reference: unknown): TagResolver {
  const names = new Map<string, string>();
  const exercise =
    typeof reference === 'object' && reference !== null
      ? (reference as { exercise?: { equipment?: unknown; muscles?: unknown } }).exercise
      : undefined;
  for (const [kind, section] of [
    ['equipment', exercise?.equipment],
    ['muscle', exercise?.muscles],
  ] as const) {
    if (!isTextRecord(section)) continue;
    for (const [key, name] of Object.entries(section)) names.set(name.trim().toLowerCase(), `${kind}:${key}`);
  }
  return (tag) => names.get(tag.trim().toLowerCase()) ?? tag;
}

/** AGEN-39, AGEN-42: the call's query: locale, page, the page size (3–24, else 9) and only the filters set. */
export function exercisePickerQuery(
  locale: string,
  page: number,
  filters: ExerciseFilters,
  resolveTag: TagResolver = (tag) => tag,
): ExercisesQueryInput {
  const list = (items: readonly string[], resolve: TagResolver = (item) => item) => {
    const values = items.flatMap(splitCommaList).map(resolve);
    return values.length > 0 ? [...new Set(values)].join(',') : undefined;
  };
  return {
    locale,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: exercisePickerPageSize(filters.pageSize),
    search: filters.search.trim() || undefined,
    kcalMin: filters.kcalMin ?? undefined,
    kcalMax: filters.kcalMax ?? undefined,
    // A duration of 0 minutes bounds nothing: the bounds then refer to an hour.
    duration: filters.duration ? filters.duration : undefined,
    tags: list(filters.tags, resolveTag),
    allergens: list(filters.allergens),
    diets: list(filters.diets),
  };
}

/** The selected exercises' own call: those ids (the whole list mode, no page). */
export function selectedExercisesQuery(locale: string, ids: readonly number[]): ExercisesQueryInput {
  return { locale, ids: [...ids].sort((a, b) => a - b).join(','), limit: MAX_SELECTED };
}

/** AGEN-46: an exercise in or out of the selection (order kept; a full selection takes no more). */
export function toggleSelected(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  return selected.length >= MAX_SELECTED ? [...selected] : [...selected, id];
}

/** The selected exercises' data in the selection's order, from what the picker knows of them. */
export function selectedData(
  selected: readonly number[],
  known: ReadonlyMap<number, GeneratorExercise>,
): GeneratorExercise[] {
  return selected.flatMap((id) => {
    const exercise = known.get(id);
    return exercise ? [exercise] : [];
  });
}

/** AGEN-47: a card's tags, at most 5. */
export function cardTags(exercise: Pick<GeneratorExercise, 'tags'>): string[] {
  return exercise.tags.slice(0, EXERCISE_CARD_TAGS);
}

/** kcal burned in `minutes` by the reference adult, from its kcal per hour. */
export function kcalIn(kcalPerHour: number, minutes: number): number {
  return Math.round((kcalPerHour * minutes) / 60);
}

/** The filter form's values, as typed. */
export interface ExerciseFilterForm {
  search: string;
  kcalMin: string;
  kcalMax: string;
  duration: string;
  tags: string;
  allergens: string;
  diets: string;
}

const blankOr = (text: string, valid: (value: number) => boolean) => {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && valid(value);
};
const kcalField = z
  .string()
  .refine((text) => blankOr(text, (value) => value >= 0 && value <= KCAL_LIMIT), 'kcalRange');
const listField = z
  .string()
  .max(2000, 'listTooLong')
  .refine((text) => splitCommaList(text).length <= MAX_LIST_ITEMS, 'listTooLong')
  .refine((text) => splitCommaList(text).every((item) => item.length <= 60), 'itemTooLong');

/** AGEN-44: kcal bounds are numbers from 0; messages are `altPicker:errors` keys. */
export const ExerciseFilterFormSchema = z
  .object({
    search: z.string().max(MAX_SEARCH_TEXT, 'searchTooLong'),
    kcalMin: kcalField,
    kcalMax: kcalField,
    duration: z
      .string()
      .refine(
        (text) =>
          blankOr(text, (value) => Number.isInteger(value) && value >= 1 && value <= MAX_EXERCISE_MINUTES),
        'durationRange',
      ),
    tags: listField,
    allergens: listField,
    diets: listField,
  })
  .superRefine((form, context) => {
    const min = numberOf(form.kcalMin);
    const max = numberOf(form.kcalMax);
    if (min !== null && max !== null && min >= 0 && max >= 0 && min > max)
      context.addIssue({ code: 'custom', path: ['kcalMax'], message: 'kcalOrder' });
  });

function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The form as the applied filters show it. */
export function formOf(filters: ExerciseFilters): ExerciseFilterForm {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    search: filters.search,
    kcalMin: text(filters.kcalMin),
    kcalMax: text(filters.kcalMax),
    duration: text(filters.duration),
    tags: filters.tags.join(', '),
    allergens: filters.allergens.join(', '),
    diets: filters.diets.join(', '),
  };
}

/** AGEN-43, AGEN-44: the applied filters from a valid form (lists split and trimmed, bounds from 0). */
export function filtersOf(form: ExerciseFilterForm, pageSize: number): ExerciseFilters {
  const bound = (text: string) => {
    const value = numberOf(text);
    return value === null ? null : Math.min(KCAL_LIMIT, Math.max(0, value));
  };
  const duration = numberOf(form.duration);
  return {
    search: form.search.trim(),
    kcalMin: bound(form.kcalMin),
    kcalMax: bound(form.kcalMax),
    duration: duration === null || duration < 1 ? null : Math.round(duration),
    tags: splitCommaList(form.tags),
    allergens: splitCommaList(form.allergens),
    diets: splitCommaList(form.diets),
    pageSize: exercisePickerPageSize(pageSize),
  };
}

/** AGEN-45: applying filters starts again from page 1. */
export function applyFilters(
  preferences: ExercisePreferences,
  form: ExerciseFilterForm,
): { preferences: ExercisePreferences; page: number } {
  return {
    preferences: { ...preferences, filters: filtersOf(form, preferences.filters.pageSize) },
    page: 1,
  };
}

/** AGEN-45: clearing the filters (the page size stays, a display choice) starts again from page 1. */
export function clearFilters(preferences: ExercisePreferences): {
  preferences: ExercisePreferences;
  page: number;
} {
  const cleared = defaultExercisePreferences().filters;
  return {
    preferences: {
      ...preferences,
      filters: { ...cleared, pageSize: exercisePickerPageSize(preferences.filters.pageSize) },
    },
    page: 1,
  };
}

/** A new page size (3–24, else 9) starts again from page 1. */
export function withPageSize(
  preferences: ExercisePreferences,
  size: number,
): { preferences: ExercisePreferences; page: number } {
  return {
    preferences: {
      ...preferences,
      filters: { ...preferences.filters, pageSize: exercisePickerPageSize(size) },
    },
    page: 1,
  };
}
