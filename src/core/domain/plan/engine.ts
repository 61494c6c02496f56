import { DRINKS } from '../energy';
import { eligibleRecipes, recipeTiers, slotOccasion, slotTargets, sortedByTime } from './pool';
import { seededRandom } from './random';
import { tuneQuantities, totalsOf, type Quantity, type Targets } from './solver';
import {
  DEFAULT_MACRO_TARGETS,
  type DrinkVolumes,
  type ExerciseEntry,
  type PlanExercise,
  type PlanGoal,
  type HydrationEntry,
  type MealEntry,
  type PlanData,
  type PlanDay,
  type PlanInput,
  type PlanRecipe,
  type ScheduleItem,
} from './types';

/** A recipe must not come back within this many days while the pool allows it. */
export const NO_REPEAT_DAYS = 3;
export const KCAL_TOLERANCE = 0.05;
const GOOD_ENOUGH = { kcal: 0.03, macro: 0.085 };
const MAX_PORTIONS = 3;
const CANDIDATES_PER_SLOT = 6;
/** A day's protein may fall this far under its target before the day says so (the ±10 % macro band). */
const PROTEIN_TOLERANCE = 0.1;
const DEFAULT_DRINKS: DrinkVolumes = { water: 250, coffee: 250, tea: 250, energy: 250 };

interface Slot {
  item: ScheduleItem;
  candidates: PlanRecipe[];
  /** kcal the slot aims for. */
  target: number;
}

interface Choice {
  recipe: PlanRecipe;
  portions: number;
}

interface Evaluated {
  choices: Choice[];
  grams: number[][];
  totals: [number, number, number, number];
  cost: number;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function emptyDay(date: string): PlanDay {
  return {
    date,
    meals: [],
    exercises: [],
    nutrients: [],
    medications: [],
    hydrationLog: [],
    notes: '',
    feeling: 3,
    images: [],
    healthInfo: { sleepHours: null, stoolShape: null, stoolColor: null, urineColor: null, medications: [] },
  };
}

/**
 * The plan engine: meals from the eligible pool (diet type nesting, no excluded allergen), each slot's
 * occasion respected, no recipe twice within 3 days while the pool allows, and ingredient amounts tuned
 * (50–150 % of the recipe's, whole grams) so each day meets the kcal target within ±5 % and the macro
 * split closely. Deterministic for a seed.
 */
export function generatePlan(input: PlanInput, data: PlanData): PlanDay[] {
  const random = seededRandom(input.seed ?? 1);
  const macros = input.macroTargets ?? DEFAULT_MACRO_TARGETS;
  const kcal = input.targetCalories;
  const targets: Targets = [
    kcal,
    (kcal * macros.protein) / 4,
    (kcal * macros.fat) / 9,
    (kcal * macros.carbs) / 4,
  ];
  const perPortion = recipeTotals(data);
  const pool = eligibleRecipes(data.recipes, input.preferences.dietType, input.preferences.allergens);
  // A pool that is low in protein on average (vegan, heavily restricted) ranks protein-dense recipes first.
  const proteinFirst = averageProteinShare(pool, perPortion) < macros.protein;
  const goal = input.goal ?? 'maintain';
  const sessions = sessionPool(data.exercises, goal);
  const recentSessions: number[] = [];

  const schedule = sortedByTime(input.schedule);
  const mealItems = schedule.filter((item) => item.type === 'Meal');
  const occasions = mealItems.map((item) => slotOccasion(item));
  const targetsBySlot = slotTargets(mealItems, kcal);
  // Each slot's tiers are ranked once: a recipe's score depends on the slot and the plan, not on the day, so
  // a day only walks its tier from the top for the first fresh recipes (linear in days × pool, issue 13 A5).
  // planDay looks at the first CANDIDATES_PER_SLOT + 1 candidates and skips those used earlier that day.
  const candidatesNeeded = CANDIDATES_PER_SLOT + 1 + mealItems.length;
  // A day's walk down a ranked tier passes over at most the recipes of the two days before (not fresh yet)
  // and those to avoid: a ranked prefix this long gives every walk what the whole ranking would.
  const rankedNeeded =
    candidatesNeeded + (NO_REPEAT_DAYS - 1) * mealItems.length + (input.avoidRecipeIds?.length ?? 0);
  const slotsTemplate = mealItems.map((item, i) => {
    const target = targetsBySlot[i]!;
    const tiers = recipeTiers(pool, occasions[i]!);
    return {
      item,
      tiers,
      ranked: tiers.map((tier) =>
        rankCandidates(tier, target, macros, perPortion, proteinFirst, rankedNeeded),
      ),
      target,
    };
  });

  const poolById = new Map(input.fixedRecipes ? pool.map((recipe) => [recipe.id, recipe]) : []);
  // Recipes to avoid count as used the day before the first day.
  const lastUsed = new Map<number, number>((input.avoidRecipeIds ?? []).map((id) => [id, -1]));
  const enough = { ...GOOD_ENOUGH };
  const days: PlanDay[] = [];
  for (let d = 0; d < input.planDuration; d++) {
    const day = emptyDay(addDays(input.startDate, d));
    const usedToday = new Set<number>();
    const slots: Slot[] = slotsTemplate.map((slot, i) => {
      const fixed = input.fixedRecipes?.[i];
      if (fixed !== undefined) {
        const recipe = poolById.get(fixed);
        return { item: slot.item, candidates: recipe ? [recipe] : [], target: slot.target };
      }
      const isFresh = (r: PlanRecipe) => d - (lastUsed.get(r.id) ?? -Infinity) >= NO_REPEAT_DAYS;
      const fresh = slot.ranked
        .map((tier) => firstMatching(tier, isFresh, candidatesNeeded))
        .find((tier) => tier.length > 0);
      const candidates =
        fresh ??
        rankCandidates(
          leastRecent(slot.tiers[0] ?? [], lastUsed),
          slot.target,
          macros,
          perPortion,
          proteinFirst,
        );
      return { item: slot.item, candidates, target: slot.target };
    });

    const planned = planDay(slots, targets, perPortion, data, random, usedToday, enough);
    const best =
      planned && input.mealMarginKcal !== undefined
        ? withinMealCaps(planned, slots, data, input.mealMarginKcal)
        : planned;
    if (best) {
      // A pool that cannot reach the macro split (a small vegan pool is low in protein) should not make
      // every later day search in vain: what the day reached becomes good enough.
      enough.macro = Math.max(enough.macro, Math.min(0.5, errorsOf(best.totals, targets).macro));
      best.choices.forEach((choice, i) => {
        lastUsed.set(choice.recipe.id, d);
        day.meals.push(mealEntry(slots[i]!.item.id, choice, best.grams[i]!));
      });
      const calories = best.totals[0];
      if (Math.abs(calories - kcal) / kcal > KCAL_TOLERANCE) {
        const small = slotsTemplate.some((slot) => (slot.tiers[0]?.length ?? 0) < 3);
        day.shortfall = {
          reason: small ? 'pool-too-small' : 'target-out-of-reach',
          calories: Math.round(calories),
        };
      }
      // Protein below the macro band: the day says so, as it does for kcal.
      if (best.totals[1] < targets[1] * (1 - PROTEIN_TOLERANCE)) {
        day.proteinShortfall = { protein: Math.round(best.totals[1]), target: Math.round(targets[1]) };
      }
    } else if (mealItems.length > 0) {
      day.shortfall = { reason: 'pool-too-small', calories: 0 };
    }

    const exerciseItems = schedule.filter((item) => item.type === 'Exercise');
    for (const item of exerciseItems) {
      const exercise = pickSession(sessions, random, recentSessions);
      if (!exercise) break;
      day.exercises.push({
        scheduleItemId: item.id,
        exerciseId: exercise.id,
        duration: SESSION_MINUTES[goal],
      } satisfies ExerciseEntry);
    }
    day.hydrationLog = hydrationFor(input.weightKg ?? 70, input.defaultDrinkVolumes ?? DEFAULT_DRINKS, d);
    days.push(day);
  }
  return days;
}

const totalsCache = new WeakMap<PlanData, Map<number, [number, number, number, number]>>();

/** Each recipe's kcal and macros per portion, computed once per data (a worker keeps its data for many plans). */
function recipeTotals(data: PlanData): Map<number, [number, number, number, number]> {
  const cached = totalsCache.get(data);
  if (cached) return cached;
  const totals = new Map<number, [number, number, number, number]>();
  for (const recipe of data.recipes) {
    const sum: [number, number, number, number] = [0, 0, 0, 0];
    for (const { foodId, grams } of recipe.ingredients) {
      const food = data.foods.get(foodId);
      if (!food) continue;
      sum[0] += (food.kcal * grams) / 100;
      sum[1] += (food.protein * grams) / 100;
      sum[2] += (food.fat * grams) / 100;
      sum[3] += (food.carbs * grams) / 100;
    }
    totals.set(recipe.id, sum);
  }
  totalsCache.set(data, totals);
  return totals;
}

/** The first `limit` items that match, in order, walking no further than needed. */
function firstMatching<T>(items: readonly T[], matches: (item: T) => boolean, limit: number): T[] {
  const found: T[] = [];
  for (const item of items) {
    if (!matches(item)) continue;
    found.push(item);
    if (found.length === limit) break;
  }
  return found;
}

function leastRecent(pool: readonly PlanRecipe[], lastUsed: ReadonlyMap<number, number>): PlanRecipe[] {
  // A reduce, not Math.min(...): a pool of 100k recipes would overflow the call stack as arguments.
  const oldest = pool.reduce((min, r) => Math.min(min, lastUsed.get(r.id) ?? -Infinity), Infinity);
  return pool.filter((r) => (lastUsed.get(r.id) ?? -Infinity) === oldest);
}

function portionsFor(recipeKcal: number, slotTarget: number): number {
  return Math.min(MAX_PORTIONS, Math.max(1, Math.round(slotTarget / Math.max(recipeKcal, 1))));
}

/**
 * Closest to the slot's energy at a whole number of portions, and nearest the macro split. With `needed`, only
 * the best `needed` (and any tied with the last of them) in full order: the cut-off score is found among plain
 * numbers, and only what makes the cut is sorted (a tier of 30,000 recipes is not sorted three times a plan).
 */
export function rankCandidates(
  recipes: readonly PlanRecipe[],
  slotTarget: number,
  macros: { protein: number; fat: number; carbs: number },
  perPortion: ReadonlyMap<number, readonly number[]>,
  proteinFirst = false,
  needed = Infinity,
): PlanRecipe[] {
  const scores = new Float64Array(recipes.length);
  recipes.forEach((recipe, i) => {
    const [k = 0, p = 0, f = 0, c = 0] = perPortion.get(recipe.id) ?? [];
    const portions = portionsFor(k, slotTarget);
    const energy = Math.max(k, 1);
    const split =
      Math.abs((4 * p) / energy - macros.protein) +
      Math.abs((9 * f) / energy - macros.fat) +
      Math.abs((4 * c) / energy - macros.carbs);
    const proteinGap = proteinFirst ? Math.max(0, macros.protein - (4 * p) / energy) : 0;
    scores[i] = Math.abs(Math.log((portions * energy) / slotTarget)) + 1.5 * split + 12 * proteinGap;
  });
  const cutoff = needed < recipes.length ? scores.slice().sort()[needed - 1]! : Infinity;
  const kept: Array<{ recipe: PlanRecipe; score: number }> = [];
  recipes.forEach((recipe, i) => {
    if (scores[i]! <= cutoff) kept.push({ recipe, score: scores[i]! });
  });
  kept.sort((a, b) => a.score - b.score || a.recipe.id - b.recipe.id);
  return kept.map((entry) => entry.recipe);
}

const quantityCache = new WeakMap<PlanData, Map<string, Quantity[]>>();

function quantitiesOf(choice: Choice, data: PlanData): Quantity[] {
  let cache = quantityCache.get(data);
  if (!cache) quantityCache.set(data, (cache = new Map()));
  const key = `${choice.recipe.id}:${choice.portions}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const quantities = buildQuantities(choice, data);
  cache.set(key, quantities);
  return quantities;
}

function buildQuantities(choice: Choice, data: PlanData): Quantity[] {
  return choice.recipe.ingredients.map(({ foodId, grams }) => {
    const food = data.foods.get(foodId);
    const base = Math.max(1, grams * choice.portions);
    return {
      base,
      min: Math.ceil(base * 0.5),
      max: Math.floor(base * 1.5),
      perGram: food ? [food.kcal / 100, food.protein / 100, food.fat / 100, food.carbs / 100] : [0, 0, 0, 0],
    };
  });
}

/** `warm`: amounts from an earlier evaluation, reused for the meals that did not change. */
function evaluate(choices: Choice[], targets: Targets, data: PlanData, warm?: Evaluated): Evaluated {
  const groups = choices.map((choice) => quantitiesOf(choice, data));
  const flat = groups.flat();
  const start = warm
    ? groups.flatMap((group, i) =>
        warm.choices[i] === choices[i] ? warm.grams[i]! : group.map((q) => q.base),
      )
    : undefined;
  const tuned = tuneQuantities(flat, targets, start);
  // Whole grams, then the totals of what is really served.
  const rounded = tuned.grams.map((g, j) => Math.min(flat[j]!.max, Math.max(flat[j]!.min, Math.round(g))));
  const totals = totalsOf(flat, rounded);
  const grams: number[][] = [];
  let offset = 0;
  for (const group of groups) {
    grams.push(rounded.slice(offset, offset + group.length));
    offset += group.length;
  }
  return { choices, grams, totals, cost: costOf(totals, targets) };
}

function errorsOf(totals: readonly number[], targets: Targets): { kcal: number; macro: number } {
  const kcal = Math.abs(totals[0]! - targets[0]) / targets[0];
  const macro = Math.max(...[1, 2, 3].map((k) => Math.abs(totals[k]! - targets[k]!) / targets[k]!));
  return { kcal, macro };
}

/** kcal inside ±5 % dominates; then the worst macro, then the sum of squared macro errors. */
function costOf(totals: readonly number[], targets: Targets): number {
  const { kcal, macro } = errorsOf(totals, targets);
  const squares = [1, 2, 3].reduce((sum, k) => sum + ((totals[k]! - targets[k]!) / targets[k]!) ** 2, 0);
  return (kcal > KCAL_TOLERANCE ? 10 + kcal * 10 : kcal) + macro + squares;
}

function planDay(
  slots: Slot[],
  targets: Targets,
  perPortion: ReadonlyMap<number, readonly number[]>,
  data: PlanData,
  random: () => number,
  usedToday: Set<number>,
  enough: { kcal: number; macro: number },
): Evaluated | null {
  if (slots.length === 0 || slots.some((slot) => slot.candidates.length === 0)) return null;
  // A seeded pick among the three best per slot gives variety; then local search improves the day.
  const picks: number[] = [];
  const choices: Choice[] = slots.map((slot) => {
    const open = slot.candidates.map((_, i) => i).filter((i) => !usedToday.has(slot.candidates[i]!.id));
    const options = open.length > 0 ? open : slot.candidates.map((_, i) => i);
    const index = options[Math.floor(random() * Math.min(3, options.length))]!;
    picks.push(index);
    const recipe = slot.candidates[index]!;
    usedToday.add(recipe.id);
    return { recipe, portions: portionsFor(perPortion.get(recipe.id)?.[0] ?? 0, slot.target) };
  });
  let best = evaluate(choices, targets, data);
  for (let round = 0; round < 3; round++) {
    const { kcal, macro } = errorsOf(best.totals, targets);
    if (kcal <= enough.kcal && macro <= enough.macro) break;
    let improved = false;
    for (let s = 0; s < slots.length; s++) {
      const slot = slots[s]!;
      const taken = new Set(best.choices.map((choice) => choice.recipe.id));
      for (const recipe of slot.candidates.slice(0, CANDIDATES_PER_SLOT + 1)) {
        if (taken.has(recipe.id)) continue;
        const k = perPortion.get(recipe.id)?.[0] ?? 0;
        for (const portions of new Set([
          portionsFor(k, slot.target),
          Math.max(1, portionsFor(k, slot.target) - 1),
        ])) {
          const trial = best.choices.map((choice, i) => (i === s ? { recipe, portions } : choice));
          const evaluated = evaluate(trial, targets, data, best);
          if (evaluated.cost < best.cost - 1e-9) {
            best = evaluated;
            improved = true;
          }
        }
        // First improvement per slot: move on to the next meal with the better day.
        if (improved && best.choices[s]!.recipe === recipe) break;
      }
    }
    if (!improved) break;
  }
  usedToday.clear();
  for (const choice of best.choices) usedToday.add(choice.recipe.id);
  return best;
}

/**
 * Each meal at most its slot's target + `margin` kcal (the 4-step generator's rule, A §9): a meal above it is
 * scaled down to it, and what it gave up goes to the meals below their caps in proportion to their room, so
 * the day keeps its energy. Amounts stay whole grams of at least 1 g.
 */
function withinMealCaps(best: Evaluated, slots: readonly Slot[], data: PlanData, margin: number): Evaluated {
  const groups = best.choices.map((choice) => quantitiesOf(choice, data));
  const kcalOf = (i: number, grams: readonly number[]) =>
    grams.reduce((sum, g, j) => sum + g * groups[i]![j]!.perGram[0], 0);
  const kcal = best.grams.map((grams, i) => kcalOf(i, grams));
  // Whole kcal: a meal shown rounded must still be within its cap.
  const caps = slots.map((slot) => Math.floor(slot.target + margin));
  const freed = kcal.reduce((sum, k, i) => sum + Math.max(0, k - caps[i]!), 0);
  if (freed <= 0) return best;
  const room = kcal.map((k, i) => Math.max(0, caps[i]! - k));
  const totalRoom = room.reduce((a, b) => a + b, 0);
  const scaleTo = (i: number, wanted: number) =>
    best.grams[i]!.map((g) => Math.max(1, Math.floor((g * wanted) / (kcal[i]! || 1))));
  const grams = best.grams.map((g, i) =>
    kcal[i]! > caps[i]!
      ? scaleTo(i, caps[i]!)
      : totalRoom > 0 && kcal[i]! > 0
        ? scaleTo(i, kcal[i]! + (freed * room[i]!) / totalRoom)
        : g,
  );
  const totals = totalsOf(groups.flat(), grams.flat());
  return { ...best, grams, totals };
}

function mealEntry(scheduleItemId: string, choice: Choice, grams: readonly number[]): MealEntry {
  return {
    scheduleItemId,
    recipeId: choice.recipe.id,
    portions: choice.portions,
    foodItems: choice.recipe.ingredients.map(({ foodId }, i) => ({ foodId, quantity: grams[i]! })),
  };
}

/**
 * The activities a schedule's exercise slot gets: whole sessions (the cardio category: walking, cycling,
 * rowing, elliptical, stair climbing …) in a MET band that fits the goal — brisker for weight loss, easy
 * enough not to eat into a gain surplus. Single strength moves ("30 minutes of hammer curls") never fill a
 * slot; without any cardio in the data, moderate activities stand in.
 */
const SESSION_METS: Record<PlanGoal, [number, number]> = { lose: [5, 9], maintain: [3.5, 8], gain: [3, 6] };
const SESSION_MINUTES: Record<PlanGoal, number> = { lose: 45, maintain: 30, gain: 30 };

export function sessionPool(exercises: readonly PlanExercise[], goal: PlanGoal): PlanExercise[] {
  const [low, high] = SESSION_METS[goal];
  const cardio = exercises.filter((e) => e.category === 'cardio');
  const inBand = cardio.filter((e) => e.mets >= low && e.mets <= high);
  if (inBand.length > 0) return inBand;
  if (cardio.length > 0) return cardio;
  return exercises.filter((e) => e.mets >= 3 && e.mets <= 9);
}

/** Varied through the week: none of the last six days' sessions again while the pool has others. */
function pickSession(
  pool: readonly PlanExercise[],
  random: () => number,
  recent: number[],
): PlanExercise | null {
  if (pool.length === 0) return null;
  const window = Math.min(6, pool.length - 1);
  const avoided = new Set(window > 0 ? recent.slice(-window) : []);
  const open = pool.filter((e) => !avoided.has(e.id));
  const choice = open[Math.floor(random() * open.length)]!;
  recent.push(choice.id);
  return choice;
}

function averageProteinShare(
  pool: readonly PlanRecipe[],
  perPortion: ReadonlyMap<number, readonly number[]>,
): number {
  if (pool.length === 0) return 1;
  const shares = pool.map((recipe) => {
    const [k = 0, p = 0] = perPortion.get(recipe.id) ?? [];
    return k > 0 ? (4 * p) / k : 0;
  });
  return shares.reduce((sum, share) => sum + share, 0) / shares.length;
}

/** 35 ml per kg a day: a coffee and a tea, the rest as water in the user's glass size. */
function hydrationFor(weightKg: number, volumes: DrinkVolumes, dayIndex: number): HydrationEntry[] {
  const log: HydrationEntry[] = [
    {
      id: `d${dayIndex}-coffee`,
      name: 'coffee',
      volume: volumes.coffee,
      caffeine: (volumes.coffee / 100) * DRINKS.coffee.caffeinePer100Ml,
    },
    {
      id: `d${dayIndex}-tea`,
      name: 'tea',
      volume: volumes.tea,
      caffeine: (volumes.tea / 100) * DRINKS.tea.caffeinePer100Ml,
    },
  ];
  const remaining = Math.max(0, Math.round(weightKg * 35) - volumes.coffee - volumes.tea);
  const glasses = Math.ceil(remaining / Math.max(volumes.water, 1));
  for (let i = 0; i < glasses; i++)
    log.push({ id: `d${dayIndex}-water-${i}`, name: 'water', volume: volumes.water, caffeine: 0 });
  return log;
}
