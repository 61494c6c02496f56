import type { DietPreference, DietType, Occasion, PlanRecipe, ScheduleItem } from './types';

const DIET_RANK: Record<DietType, number> = { vegan: 0, vegetarian: 1, fish: 2, meat: 3 };

/** vegan ⊂ vegetarian ⊂ fish ⊂ meat: a vegetarian eats vegan recipes too; `any` eats everything. */
export function fitsDiet(recipe: DietType, preference: DietPreference): boolean {
  return preference === 'any' || DIET_RANK[recipe] <= DIET_RANK[preference];
}

/** True when the recipe contains or may contain any excluded allergen: "may contain" is never safe. */
export function hasExcludedAllergen(
  recipe: Pick<PlanRecipe, 'allergens' | 'mayContain'>,
  excluded: ReadonlySet<string>,
): boolean {
  return recipe.allergens.some((a) => excluded.has(a)) || recipe.mayContain.some((a) => excluded.has(a));
}

export function eligibleRecipes(
  recipes: readonly PlanRecipe[],
  preference: DietPreference,
  allergens: readonly string[],
): PlanRecipe[] {
  const excluded = new Set(allergens);
  return recipes.filter(
    (recipe) =>
      recipe.ingredients.length > 0 &&
      fitsDiet(recipe.dietType, preference) &&
      !hasExcludedAllergen(recipe, excluded),
  );
}

const LABEL_WORDS: Array<[Occasion, RegExp]> = [
  ['breakfast', /breakfast|frühstück|fruhstuck|śniadanie|sniadanie/i],
  ['lunch', /lunch|mittag|obiad|lunch/i],
  ['dinner', /dinner|supper|abendessen|abendbrot|kolacja/i],
  ['dessert', /dessert|nachtisch|nachspeise|deser/i],
  ['snack', /snack|imbiss|zwischenmahlzeit|przekąska|przekaska|podwieczorek/i],
];

function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 12 * 60;
}

/** A label naming the meal wins; else before 10:30 breakfast, to 15:00 lunch, to 17:30 snack, later dinner. */
export function slotOccasion(item: Pick<ScheduleItem, 'time' | 'label'>): Occasion {
  for (const [occasion, words] of LABEL_WORDS) if (words.test(item.label)) return occasion;
  const minutes = minutesOf(item.time);
  if (minutes < 10 * 60 + 30) return 'breakfast';
  if (minutes < 15 * 60) return 'lunch';
  if (minutes < 17 * 60 + 30) return 'snack';
  return 'dinner';
}

/** Occasions that can stand in for a slot's own, nearest first. */
const STAND_INS: Record<Occasion, Occasion[]> = {
  breakfast: ['snack', 'dessert'],
  lunch: ['dinner'],
  dinner: ['lunch'],
  snack: ['dessert', 'breakfast'],
  dessert: ['snack', 'breakfast'],
};

/**
 * The recipes a slot may use, in order of preference: its own occasion, then the occasions that stand in
 * for it, then anything in the pool. The engine takes the first tier that has a recipe not used lately.
 */
export function recipeTiers(pool: readonly PlanRecipe[], occasion: Occasion): PlanRecipe[][] {
  const own = pool.filter((recipe) => recipe.occasions.includes(occasion));
  const inOwn = new Set(own);
  const standIns = pool.filter(
    (recipe) => !inOwn.has(recipe) && STAND_INS[occasion].some((o) => recipe.occasions.includes(o)),
  );
  return [own, standIns, [...pool]].filter((tier) => tier.length > 0);
}

/** Share of the day's energy a slot aims for, before normalising over the day's meals. */
export const OCCASION_WEIGHT: Record<Occasion, number> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.3,
  snack: 0.1,
  dessert: 0.1,
};

/** Each meal's share of the day's kcal, by its occasion's weight. */
export function slotTargets(
  items: ReadonlyArray<Pick<ScheduleItem, 'time' | 'label'>>,
  kcal: number,
): number[] {
  const weights = items.map((item) => OCCASION_WEIGHT[slotOccasion(item)]);
  const sum = weights.reduce((total, weight) => total + weight, 0) || 1;
  return weights.map((weight) => (kcal * weight) / sum);
}

export function sortedByTime<T extends { time: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
}
