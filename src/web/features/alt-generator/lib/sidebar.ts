import type { HybridRecipesQuery } from '../../../../core/contracts/alt-generator-recipes';
import type { GeneratorFood, NamedOption } from '../../../../core/contracts/generator-data';
import { DIET_TYPES, type DietType } from '../../../../core/domain/plan/vocabulary';

/**
 * The plan sidebar's pure rules (A §9): it loads 24 recipes and 48 foods and shows them 9 to a page.
 */
/** AGEN-26: the recipes the sidebar loads first. */
export const SIDEBAR_INITIAL_RECIPES = 24;
/** AGEN-26: the foods the sidebar loads first. */
export const SIDEBAR_INITIAL_FOODS = 48;
/** AGEN-27: items per sidebar page. */
export const SIDEBAR_PAGE_SIZE = 9;

export const SIDEBAR_TABS = ['recipes', 'foods'] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];

const isDietType = (value: string): value is DietType => (DIET_TYPES as readonly string[]).includes(value);

/** The plan's allergens as the call sends them: trimmed, without blanks or repeats, sorted (one cache entry). */
export function allergenList(allergens: readonly string[]): string[] {
  return [...new Set(allergens.map((code) => code.trim()).filter(Boolean))].sort();
}

/**
 * AGEN-26: the recipes call asks for 24 recipes of the plan's preference ("any" sends none) without its
 * allergens, so only recipes the plan may use are listed.
 */
export function sidebarRecipesQuery(
  locale: string,
  dietPreference: string,
  allergens: readonly string[],
): HybridRecipesQuery {
  const codes = allergenList(allergens);
  return {
    locale,
    limit: SIDEBAR_INITIAL_RECIPES,
    ...(isDietType(dietPreference) ? { preference: dietPreference } : {}),
    ...(codes.length > 0 ? { allergens: codes.join(',') } : {}),
  };
}

/** AGEN-26: the foods call asks for 48 foods (the foods loader's everyday list: the foods our recipes use). */
export function sidebarFoodsQuery(locale: string): { locale: string; limit: number } {
  return { locale, limit: SIDEBAR_INITIAL_FOODS };
}

/** AGEN-27: how many pages of 9 a list fills; an empty list has none. */
export function pageCount(total: number, size = SIDEBAR_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(total / size));
}

/** The page within 1..pages (1 when there are none). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

/** AGEN-27: the items of a 1-based page of 9; a page past the end shows the last one. */
export function pageItems<T>(items: readonly T[], page: number, size = SIDEBAR_PAGE_SIZE): T[] {
  const current = clampPage(page, pageCount(items.length, size));
  return items.slice((current - 1) * size, current * size);
}

/**
 * The names of the plan's allergens a food contains or may contain (the foods list is not filtered by
 * allergens, so the sidebar says which foods the plan avoids). Unknown ids are skipped.
 */
export function foodAllergenNames(
  food: Pick<GeneratorFood, 'allergenIds'>,
  options: readonly NamedOption[],
  planAllergens: readonly string[],
): string[] {
  const wanted = new Set(allergenList(planAllergens));
  return options
    .filter((option) => wanted.has(option.find) && food.allergenIds.includes(option.id))
    .map((option) => option.name);
}
