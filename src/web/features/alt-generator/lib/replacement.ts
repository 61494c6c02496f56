import { z } from 'zod';
import {
  REPLACEMENT_CARD_INGREDIENTS,
  REPLACEMENT_CARD_TAGS,
  REPLACEMENT_MAX_TAGS,
  REPLACEMENT_PAGE_SIZE,
  type ReplacementSearchQuery,
} from '../../../../core/contracts/alt-generator-recipes';
import { MAX_SEARCH_TEXT } from '../../../../core/contracts/catalogue-options';
import { ALLERGEN_CODES } from '../../../../core/contracts/diet-plan';
import { DIET_TYPES, type DietType } from '../../../../core/domain/plan/vocabulary';

/**
 * The replacement picker's pure rules (B §7 "replacement recipe search", B §9): page size 12, results stale
 * after 60 s, a card shows 4 ingredients and 4 tags, the current meal 6 ingredients.
 */
export { REPLACEMENT_PAGE_SIZE, REPLACEMENT_CARD_INGREDIENTS, REPLACEMENT_CARD_TAGS, REPLACEMENT_MAX_TAGS };
/** AGEN-53: replacement results go stale after 60 s. */
export const REPLACEMENT_STALE_MS = 60_000;
/** AGEN-55: the current meal lists at most 6 ingredients. */
export const CURRENT_MEAL_INGREDIENTS = 6;
export const REPLACEMENT_MAX_PORTIONS = 100;
export const REPLACEMENT_MAX_MINUTES = 24 * 60;
export { ALLERGEN_CODES, DIET_TYPES };

/** What the user searched with (the applied search, not the form while it is being typed). */
export interface ReplacementFilters {
  search: string;
  portions: number | null;
  time: number | null;
  tags: string[];
  diets: DietType[];
  allergens: string[];
}

/** A comma-separated input as a list: split, trimmed, without blanks or repeats (B §5). */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

const isDietType = (value: string): value is DietType => (DIET_TYPES as readonly string[]).includes(value);

/** The diet types a preference selects: none for "any" (every diet) or an unknown value. */
export function dietsOf(preference: string): DietType[] {
  return isDietType(preference) ? [preference] : [];
}

/**
 * The allergens excluded: the plan's own (always, never dropped) and those the user added, without repeats,
 * the plan's first.
 */
export function mergeAllergens(locked: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...locked.map((code) => code.trim()).filter(Boolean), ...added])];
}

export function initialFilters(dietPreference: string, allergens: readonly string[]): ReplacementFilters {
  return {
    search: '',
    portions: null,
    time: null,
    tags: [],
    diets: dietsOf(dietPreference),
    allergens: mergeAllergens(allergens, []),
  };
}

/** AGEN-51: the call's query: locale, page, page size 12 and only the filters that are set. */
export function replacementQuery(
  locale: string,
  page: number,
  filters: ReplacementFilters,
  exclude?: number,
): ReplacementSearchQuery {
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(',') : undefined);
  return {
    locale,
    page,
    pageSize: REPLACEMENT_PAGE_SIZE,
    search: filters.search.trim() || undefined,
    portions: filters.portions ?? undefined,
    time: filters.time ?? undefined,
    tags: list(filters.tags),
    allergens: list(filters.allergens),
    diets: list(filters.diets),
    ...(exclude === undefined ? {} : { exclude }),
  };
}

/** The first `max` entries and how many are left out ("+N more"). */
export function truncated<T>(items: readonly T[], max: number, total = items.length) {
  const shown = items.slice(0, max);
  return { shown, more: Math.max(0, total - shown.length) };
}

const wholeIn = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine(
      (text) => text === '' || (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max),
      message,
    );

/** The form's typed fields (the diet and allergen boxes are kept beside it); messages are `altRecipes:errors` keys. */
export const ReplacementForm = z.object({
  search: z.string().max(MAX_SEARCH_TEXT, 'searchTooLong'),
  portions: wholeIn(1, REPLACEMENT_MAX_PORTIONS, 'portionsRange'),
  time: wholeIn(1, REPLACEMENT_MAX_MINUTES, 'timeRange'),
  tags: z
    .string()
    .max(2000, 'tagsTooMany')
    .refine((text) => splitList(text).length <= REPLACEMENT_MAX_TAGS, 'tagsTooMany')
    .refine((text) => splitList(text).every((tag) => tag.length <= 60), 'tagTooLong'),
});
export type ReplacementFormValues = z.input<typeof ReplacementForm>;

export const EMPTY_FORM: ReplacementFormValues = { search: '', portions: '', time: '', tags: '' };

/** The applied filters from the form's valid values and the boxes. */
export function filtersOf(
  values: ReplacementFormValues,
  diets: readonly DietType[],
  lockedAllergens: readonly string[],
  addedAllergens: readonly string[],
): ReplacementFilters {
  const whole = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return {
    search: values.search.trim(),
    portions: whole(values.portions),
    time: whole(values.time),
    tags: splitList(values.tags),
    diets: DIET_TYPES.filter((diet) => diets.includes(diet)),
    allergens: mergeAllergens(lockedAllergens, addedAllergens),
  };
}
