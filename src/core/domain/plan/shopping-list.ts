/**
 * The shopping list (issue 6 item 10, beyond the spec): grams per food summed over a range of plan days,
 * grouped by food group, sorted by name in the page's language.
 */
import type { Locale } from '../../i18n/locales';

interface MealsOnly {
  meals: ReadonlyArray<{ foodItems: ReadonlyArray<{ foodId: number; quantity: number }> }>;
}

export interface DayRange {
  /** 0-based, inclusive. */
  from: number;
  to: number;
}

/** A range inside a plan of `length` days: both ends clamped to the plan, swapped when given backwards. */
export function clampRange(range: DayRange, length: number): DayRange {
  const last = Math.max(0, length - 1);
  const clamp = (n: number) => (Number.isFinite(n) ? Math.min(last, Math.max(0, Math.trunc(n))) : 0);
  const a = clamp(range.from);
  const b = clamp(range.to);
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/** Grams per food id over the days `from`..`to` (inclusive) of all their meals. */
export function gramsPerFood(plan: readonly MealsOnly[], range: DayRange): Map<number, number> {
  const { from, to } = clampRange(range, plan.length);
  const totals = new Map<number, number>();
  for (const day of plan.slice(from, to + 1)) {
    for (const meal of day.meals) {
      for (const item of meal.foodItems) {
        if (item.quantity > 0) totals.set(item.foodId, (totals.get(item.foodId) ?? 0) + item.quantity);
      }
    }
  }
  return totals;
}

export interface ShoppingFood {
  id: number;
  name: string;
  /** The food group's name in the page's language; null when unknown. */
  groupName: string | null;
}

export interface ShoppingItem {
  foodId: number;
  name: string;
  grams: number;
}

export interface ShoppingGroup {
  /** null: foods without a known group. */
  name: string | null;
  items: ShoppingItem[];
}

/**
 * The list: groups by name, foods by name within a group (the page language's collation); foods without a
 * known group (or unknown foods) come last under a null group. `unknownName` names a food the catalogue no
 * longer knows.
 */
export function shoppingList(
  plan: readonly MealsOnly[],
  range: DayRange,
  foods: ReadonlyMap<number, ShoppingFood>,
  locale: Locale,
  unknownName: (foodId: number) => string,
): ShoppingGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string | null, ShoppingGroup>();
  for (const [foodId, grams] of gramsPerFood(plan, range)) {
    const food = foods.get(foodId);
    const key = food?.groupName || null;
    let group = groups.get(key);
    if (!group) {
      group = { name: key, items: [] };
      groups.set(key, group);
    }
    group.items.push({ foodId, name: food?.name ?? unknownName(foodId), grams });
  }
  for (const group of groups.values())
    group.items.sort((a, b) => collator.compare(a.name, b.name) || a.foodId - b.foodId);
  return [...groups.values()].sort((a, b) => {
    if (a.name === null || b.name === null) return a.name === null ? (b.name === null ? 0 : 1) : -1;
    return collator.compare(a.name, b.name);
  });
}

/** Total grams of a list. */
export const totalGrams = (groups: readonly ShoppingGroup[]): number =>
  groups.reduce((sum, group) => sum + group.items.reduce((s, item) => s + item.grams, 0), 0);
