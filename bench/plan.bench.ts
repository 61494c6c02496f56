/**
 * `npm run bench:plan`: plans for 200 seeded, realistic profiles × 30 and × 61 days on the real recipe set,
 * with the engine and with the spec's greedy picker in the same run. Prints, for each: days within ±5 % of
 * the kcal target, days with all three macros within ±10 % and ±15 %, allergen and diet-type violations,
 * recipe repeats within 3 days, and p50/p99 ms per plan. Then "swap meal" on the 30-day engine plans: every
 * day's lunch replaced by its first alternative, as the app does it (tuned per ingredient) and, for comparison,
 * the same recipe only scaled to the lunch's kcal. Then the same people vegan (and without gluten), and how
 * plan time grows with the pool.
 *
 * Last, the 4-step (alternative) generator (issue 20): as many seeded, realistic forms (3–6 meals, either
 * formula) planned as its server does it (`altPlanInput` → engine) for 7, 31 and 61 days. Prints, for each
 * length: days within ±5 % of the form's target, meals within their share + 120 kcal (A §9), allergen and
 * diet violations, and p50/p99 ms per plan; then every 31-day plan's second meal replaced by another eligible
 * recipe and the day refitted around it, as the service's `refit()` does, with the same figures per refit.
 * The goals stand next to the figures. `BENCH_PROFILES` sets the number of profiles (default 200),
 * `BENCH_POOL_SIZES` and `BENCH_POOL_PLANS` the pool growth's sizes and plans.
 */
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { importReferenceData } from '../src/server/modules/reference-data/reference-import';
import { loadPlanData } from '../src/server/modules/diet-generator/plan-data';
import { freshDatabase } from '../src/server/testing/test-app';
import type { ALLERGEN_CODES } from '../src/core/contracts/diet-plan';
import {
  ALT_FORM_DEFAULTS,
  allergenCodesOf,
  altEnergy,
  altPlanInput,
  mealFits,
  mealTargetsOf,
  mealTimesOf,
  MEAL_FIT_MARGIN_KCAL,
  type AltGeneratorForm,
} from '../src/core/domain/alt-plan';
import {
  PAL_OPTIONS,
  targetCalories,
  type Goal,
  type Profile as Body,
  type Sex,
} from '../src/core/domain/energy';
import { generatePlan, NO_REPEAT_DAYS } from '../src/core/domain/plan/engine';
import { generateGreedyPlan } from '../src/core/domain/plan/greedy';
import { eligibleRecipes, fitsDiet } from '../src/core/domain/plan/pool';
import {
  foodItemsNutrition,
  nearbyRecipeIds,
  swapOptions,
  swappedMeal,
} from '../src/core/domain/plan/plan-view';
import { seededRandom } from '../src/core/domain/plan/random';
import {
  DEFAULT_MACRO_TARGETS,
  DIET_TYPES,
  type DietPreference,
  type PlanData,
  type PlanDay,
  type PlanInput,
  type PlanRecipe,
} from '../src/core/domain/plan/types';
import { catalogueIndexing } from '../src/server/modules/catalogue/catalogues';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 200);
const SEED = 20261122;
const START_DATE = '2026-12-01';
type AllergenCode = (typeof ALLERGEN_CODES)[number];
const ALLERGENS: AllergenCode[] = [
  'gluten',
  'milk',
  'eggs',
  'nuts',
  'peanuts',
  'soybeans',
  'fish',
  'crustaceans',
  'molluscs',
  'sesame',
  'celery',
  'mustard',
  'lupin',
  'sulphites',
];
const DIETS: DietPreference[] = ['any', 'meat', 'fish', 'vegetarian', 'vegan'];
const GOALS: Goal[] = ['lose', 'maintain', 'gain'];
const SCHEDULE = [
  { id: 'breakfast', time: '08:00', type: 'Meal' as const, label: '' },
  { id: 'lunch', time: '12:00', type: 'Meal' as const, label: '' },
  { id: 'dinner', time: '18:00', type: 'Meal' as const, label: '' },
  { id: 'training', time: '19:00', type: 'Exercise' as const, label: '' },
];

interface Profile {
  input: Omit<PlanInput, 'planDuration'>;
}

/** A realistic person: 16–90 years, BMI 18.5–35.5, 0–3 allergens, any PAL and goal, one of `diets`. */
interface Person<D extends DietPreference> {
  body: Body;
  pal: number;
  goal: Goal;
  allergens: AllergenCode[];
  diet: D;
}

function person<D extends DietPreference>(random: () => number, diets: readonly D[]): Person<D> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sex: Sex = random() < 0.5 ? 'male' : 'female';
  const age = 16 + Math.floor(random() * 75);
  const heightCm = Math.round((sex === 'male' ? 165 : 152) + random() * 33);
  const bmi = 18.5 + random() * 17;
  const weightKg = Math.min(220, Math.max(35, Math.round(bmi * (heightCm / 100) ** 2)));
  const allergens = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(ALLERGENS)))];
  const goal = pick(GOALS);
  const pal = pick(PAL_OPTIONS);
  return { body: { sex, age, weightKg, heightCm }, pal, goal, allergens, diet: pick(diets) };
}

function profiles(): Profile[] {
  const random = seededRandom(SEED);
  return Array.from({ length: PROFILES }, (_, i) => {
    const { body, pal, goal, allergens, diet } = person(random, DIETS);
    return {
      input: {
        targetCalories: targetCalories(body, pal, goal),
        goal,
        preferences: { dietType: diet, allergens },
        schedule: SCHEDULE,
        startDate: START_DATE,
        seed: i + 1,
        weightKg: body.weightKg,
      },
    };
  });
}

/** How a recipe breaks the preferences: an allergen it contains or may contain, or its diet type. */
function violations(
  recipe: PlanRecipe,
  preferences: PlanInput['preferences'],
): { allergen: boolean; diet: boolean } {
  const excluded = new Set(preferences.allergens);
  return {
    allergen: [...recipe.allergens, ...recipe.mayContain].some((a) => excluded.has(a)),
    diet: !fitsDiet(recipe.dietType, preferences.dietType),
  };
}

interface Stats {
  days: number;
  kcal5: number;
  macros10: number;
  macros15: number;
  allergenViolations: number;
  dietViolations: number;
  repeats: number;
  /** Days whose protein is within ±10 % of the target, and days the engine flagged as short of protein. */
  protein10: number;
  proteinFlagged: number;
  times: number[];
}

function score(plan: PlanDay[], input: PlanInput, data: PlanData, stats: Stats): void {
  const recipes = new Map(data.recipes.map((r) => [r.id, r]));
  const t = input.targetCalories;
  const targets = [
    (t * DEFAULT_MACRO_TARGETS.protein) / 4,
    (t * DEFAULT_MACRO_TARGETS.fat) / 9,
    (t * DEFAULT_MACRO_TARGETS.carbs) / 4,
  ];
  const lastSeen = new Map<number, number>();
  plan.forEach((day, d) => {
    const sums: [number, number, number, number] = [0, 0, 0, 0];
    for (const meal of day.meals) {
      const broken = violations(recipes.get(meal.recipeId)!, input.preferences);
      if (broken.allergen) stats.allergenViolations++;
      if (broken.diet) stats.dietViolations++;
      const seen = lastSeen.get(meal.recipeId);
      if (seen !== undefined && d - seen < NO_REPEAT_DAYS && d !== seen) stats.repeats++;
      lastSeen.set(meal.recipeId, d);
      for (const item of meal.foodItems) {
        const food = data.foods.get(item.foodId);
        if (!food) continue;
        sums[0] += (food.kcal * item.quantity) / 100;
        sums[1] += (food.protein * item.quantity) / 100;
        sums[2] += (food.fat * item.quantity) / 100;
        sums[3] += (food.carbs * item.quantity) / 100;
      }
    }
    stats.days++;
    if (Math.abs(sums[0]! - t) / t <= 0.05) stats.kcal5++;
    const worst = Math.max(...targets.map((target, k) => Math.abs(sums[k + 1]! - target) / target));
    if (worst <= 0.1) stats.macros10++;
    if (worst <= 0.15) stats.macros15++;
    if (Math.abs(sums[1]! - targets[0]!) / targets[0]! <= 0.1) stats.protein10++;
    if (day.proteinShortfall) stats.proteinFlagged++;
  });
}

const emptyStats = (): Stats => ({
  days: 0,
  kcal5: 0,
  macros10: 0,
  macros15: 0,
  allergenViolations: 0,
  dietViolations: 0,
  repeats: 0,
  protein10: 0,
  proteinFlagged: 0,
  times: [],
});

function statsLine(label: string, stats: Stats): string {
  return `${label.padEnd(31)} kcal ±5 %: ${pct(stats.kcal5, stats.days).padStart(7)} · macros ±10 %: ${pct(stats.macros10, stats.days).padStart(7)} · ±15 %: ${pct(stats.macros15, stats.days).padStart(7)} · allergen violations ${stats.allergenViolations} · diet violations ${stats.dietViolations} · repeats <3 d ${stats.repeats}`;
}

/** Every day's lunch swapped for its first alternative: plainly scaled, and as the app does it (tuned). */
function benchSwaps(all: Profile[], data: PlanData): void {
  const plain = emptyStats();
  const tuned = emptyStats();
  for (const profile of all) {
    const input = { ...profile.input, planDuration: 30 };
    const plan = generatePlan(input, data);
    const swapped = { plain: [] as PlanDay[], tuned: [] as PlanDay[] };
    for (const [index, day] of plan.entries()) {
      // As the app does it: the recipes of the neighbouring days (already swapped ones included) come last.
      const avoidRecipeIds = nearbyRecipeIds([...swapped.tuned, ...plan.slice(index)], index);
      const option = swapOptions({
        recipes: data.recipes,
        foods: data.foods,
        preferences: input.preferences,
        day,
        mealIndex: 1,
        scheduleItem: SCHEDULE[1],
        avoidRecipeIds,
      })[0];
      const lunch = day.meals[1];
      if (!option || !lunch) {
        swapped.plain.push(day);
        swapped.tuned.push(day);
        continue;
      }
      const asApp = swappedMeal(lunch, option);
      const scaled = {
        ...asApp,
        foodItems: option.recipe.ingredients.map((i) => ({
          foodId: i.foodId,
          quantity: Math.max(1, Math.round(i.grams * option.scale)),
        })),
      };
      swapped.plain.push({ ...day, meals: day.meals.map((meal, j) => (j === 1 ? scaled : meal)) });
      swapped.tuned.push({ ...day, meals: day.meals.map((meal, j) => (j === 1 ? asApp : meal)) });
    }
    score(swapped.plain, input, data, plain);
    score(swapped.tuned, input, data, tuned);
  }
  console.log(statsLine('30 days · swap, scaled only', plain));
  console.log(statsLine('30 days · swap, as the app (tuned)', tuned));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const timesText = (times: number[], digits = 2) =>
  `p50 ${percentile(times, 50).toFixed(digits)} ms · p99 ${percentile(times, 99).toFixed(digits)} ms`;

async function main() {
  const db = await freshDatabase('sqlite');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    ADMIN_PASSWORD: 'bench-admin-pw',
    VAR_DIR: 'var/test-cache',
  });
  const { app } = await buildApp(config);
  try {
    await importReferenceData(
      app.database.db,
      {
        dataDir: resolve(config.dataDir),
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
      },
      { search: catalogueIndexing(app.database.db, app.searchProvider) },
    );
    const data = await loadPlanData(app.database.db);
    console.log(
      `recipes ${data.recipes.length}, foods ${data.foods.size}, exercises ${data.exercises.length}, profiles ${PROFILES}`,
    );
    const all = profiles();
    for (const duration of [30, 61]) {
      for (const [name, generate] of [
        ['engine', generatePlan],
        ['greedy (spec baseline)', generateGreedyPlan],
      ] as const) {
        const stats = emptyStats();
        for (const profile of all) {
          const input = { ...profile.input, planDuration: duration };
          const start = performance.now();
          const plan = generate(input, data);
          stats.times.push(performance.now() - start);
          score(plan, input, data, stats);
        }
        console.log(
          `${statsLine(`${String(duration).padStart(2)} days · ${name}`, stats)} · ${timesText(stats.times)}`,
        );
      }
    }
    benchSwaps(all, data);
    // Restricted profiles (issue 10 C10): the same people eating vegan, and vegan without gluten.
    for (const [label, allergens] of [
      ['vegan', undefined],
      ['vegan, no gluten', ['gluten']],
    ] as const) {
      const stats = emptyStats();
      for (const profile of all) {
        const preferences = {
          dietType: 'vegan' as const,
          allergens: allergens ?? profile.input.preferences.allergens,
        };
        const input = { ...profile.input, preferences, planDuration: 30 };
        const plan = generatePlan(input, data);
        score(plan, input, data, stats);
      }
      console.log(
        `${statsLine(`30 days · ${label}`, stats)} · protein ±10 %: ${pct(stats.protein10, stats.days)} · days flagged short of protein: ${pct(stats.proteinFlagged, stats.days)}`,
      );
    }
    poolGrowth(data, all);
    benchAltGenerator(data);
  } finally {
    await app.close();
    await db.drop();
  }
}

/**
 * How plan time grows with the pool (issue 13 A5, goal: < 100 ms p99 at 10k, linear growth): the real recipes
 * copied under new ids up to each size, 61-day plans with 5 meals for the first profiles.
 */
function poolGrowth(data: PlanData, all: Profile[]): void {
  const sizes = (process.env.BENCH_POOL_SIZES ?? '1000,10000,30000,100000').split(',').map(Number);
  const meals = ['07:30', '10:30', '13:00', '16:00', '19:00'].map((time, i) => ({
    id: `meal-${i}`,
    time,
    type: 'Meal' as const,
    label: '',
  }));
  for (const size of sizes) {
    const recipes = Array.from({ length: size }, (_, i) => ({
      ...data.recipes[i % data.recipes.length]!,
      id: i + 1,
    }));
    const pool = { ...data, recipes };
    const times: number[] = [];
    for (const profile of all.slice(0, Number(process.env.BENCH_POOL_PLANS ?? 10))) {
      const started = performance.now();
      generatePlan({ ...profile.input, schedule: meals, planDuration: 61 }, pool);
      times.push(performance.now() - started);
    }
    console.log(
      `pool ${size.toLocaleString('en')} recipes · 61 days × 5 meals · ${timesText(times, 0)} · ${((percentile(times, 50) / size) * 1000).toFixed(1)} ms per 1k recipes`,
    );
  }
}

// ---- The 4-step (alternative) generator (issue 20) ----

const ALT_LENGTHS = [7, 31, 61] as const;
/** The plans whose days are refitted. */
const REFIT_LENGTH = 31;
/** The meal replaced in each day: the second. */
const REFIT_MEAL = 1;
const ALT_BENCH_GOALS = { days5: 0.95, mealsFit: 1, p99Ms: 100, p99MsAtDays: 61 } as const;

/** The 4-step generator's forms: the same kind of people as `profiles()`, 3–6 meals, either formula. */
function altForms(): AltGeneratorForm[] {
  const random = seededRandom(SEED);
  return Array.from({ length: PROFILES }, () => {
    const { body, pal, goal, allergens, diet } = person(random, DIET_TYPES);
    return {
      ...ALT_FORM_DEFAULTS,
      sex: body.sex,
      age: body.age,
      height: body.heightCm,
      weight: body.weightKg,
      pal,
      goal,
      allergens,
      dietPreference: diet,
      calculationMethod: random() < 0.5 ? 'harris-benedict' : 'mifflin-st-jeor',
      // No times of its own: `mealTimesOf` spreads the meals over the day.
      mealSchema: { count: 3 + Math.floor(random() * 4), times: [] },
    };
  });
}

interface AltStats extends Pick<Stats, 'days' | 'kcal5' | 'allergenViolations' | 'dietViolations' | 'times'> {
  /** Days the engine left without meals (nothing in the pool fits). */
  unplanned: number;
  meals: number;
  /** Meals within their share of the target + 120 kcal (A §9). */
  mealsFit: number;
}

const emptyAltStats = (): AltStats => ({
  days: 0,
  kcal5: 0,
  allergenViolations: 0,
  dietViolations: 0,
  times: [],
  unplanned: 0,
  meals: 0,
  mealsFit: 0,
});

/** The engine's days for a form as the service's `plan()` asks for them (with `fixedRecipes`, `refit()`); timed. */
function altPlan(
  form: AltGeneratorForm,
  data: PlanData,
  options: { seed: number; days?: number; fixedRecipes?: readonly number[] },
): { plan: PlanDay[]; ms: number } {
  const started = performance.now();
  const input = altPlanInput(form, allergenCodesOf(form), { startDate: START_DATE, ...options });
  const plan = generatePlan(input, data);
  return { plan, ms: performance.now() - started };
}

/** Each day against the form's target, each meal against its share + 120 kcal, as the service reports them. */
function scoreAlt(plan: readonly PlanDay[], form: AltGeneratorForm, data: PlanData, stats: AltStats): void {
  const recipes = new Map(data.recipes.map((r) => [r.id, r]));
  const preferences = { dietType: form.dietPreference, allergens: allergenCodesOf(form) };
  const target = altEnergy(form).targetCalories;
  const times = mealTimesOf(form.mealSchema);
  const mealTargets = mealTargetsOf(times, target);
  for (const day of plan) {
    stats.days++;
    if (day.meals.length < times.length) stats.unplanned++;
    let calories = 0;
    day.meals.forEach((meal, i) => {
      const kcal = foodItemsNutrition(meal.foodItems, data.foods).kcal;
      calories += kcal;
      stats.meals++;
      if (mealFits(kcal, mealTargets[i]!)) stats.mealsFit++;
      const broken = violations(recipes.get(meal.recipeId)!, preferences);
      if (broken.allergen) stats.allergenViolations++;
      if (broken.diet) stats.dietViolations++;
    });
    if (Math.abs(calories - target) / target <= 0.05) stats.kcal5++;
  }
}

function altStatsLine(label: string, stats: AltStats, p99GoalMs?: number): string {
  const goalPct = (share: number) => `${(share * 100).toFixed(0)} %`;
  return [
    `${label.padEnd(31)} days ±5 %: ${pct(stats.kcal5, stats.days).padStart(7)} (goal ≥ ${goalPct(ALT_BENCH_GOALS.days5)})`,
    `meals ≤ share + ${MEAL_FIT_MARGIN_KCAL} kcal: ${pct(stats.mealsFit, stats.meals).padStart(7)} (goal ${goalPct(ALT_BENCH_GOALS.mealsFit)})`,
    `allergen violations ${stats.allergenViolations} (goal 0)`,
    `diet violations ${stats.dietViolations} (goal 0)`,
    `unplanned days ${stats.unplanned}`,
    `${timesText(stats.times)}${p99GoalMs === undefined ? '' : ` (p99 goal < ${p99GoalMs} ms)`}`,
  ].join(' · ');
}

interface AltRun {
  form: AltGeneratorForm;
  plan: PlanDay[];
}

/** Every form planned for `days` days (seeds 1…n, as the other profiles). */
function altPlans(
  forms: readonly AltGeneratorForm[],
  days: AltGeneratorForm['planLength'],
  data: PlanData,
): { stats: AltStats; runs: AltRun[] } {
  const stats = emptyAltStats();
  const runs = forms.map((base, i) => {
    const form = { ...base, planLength: days };
    const { plan, ms } = altPlan(form, data, { seed: i + 1 });
    stats.times.push(ms);
    scoreAlt(plan, form, data, stats);
    return { form, plan };
  });
  return { stats, runs };
}

/**
 * Every planned day's second meal replaced by another recipe of the form's pool (one the engine accepts, not
 * already in the day, drawn at random), and the day refitted around its recipes as the service's `refit()`
 * does: one day, seed 1, the recipes fixed. A refit the engine cannot plan counts as an unplanned day.
 */
function altRefits(runs: readonly AltRun[], data: PlanData): AltStats {
  const random = seededRandom(SEED);
  const stats = emptyAltStats();
  for (const { form, plan } of runs) {
    const pool = eligibleRecipes(data.recipes, form.dietPreference, allergenCodesOf(form));
    for (const day of plan) {
      const recipeIds = day.meals.map((meal) => meal.recipeId);
      const others = pool.filter((recipe) => !recipeIds.includes(recipe.id));
      if (recipeIds.length <= REFIT_MEAL || others.length === 0) continue;
      const replacement = others[Math.floor(random() * others.length)]!.id;
      const fixedRecipes = recipeIds.map((id, i) => (i === REFIT_MEAL ? replacement : id));
      const { plan: refitted, ms } = altPlan(form, data, { seed: 1, days: 1, fixedRecipes });
      stats.times.push(ms);
      scoreAlt(refitted, form, data, stats);
    }
  }
  return stats;
}

function benchAltGenerator(data: PlanData): void {
  const forms = altForms();
  console.log(
    `\n4-step generator · ${forms.length} forms (3–6 meals, either formula) planned as its server does · ms per plan, per refit`,
  );
  let refitRuns: AltRun[] = [];
  for (const days of ALT_LENGTHS) {
    const { stats, runs } = altPlans(forms, days, data);
    const p99Goal = days === ALT_BENCH_GOALS.p99MsAtDays ? ALT_BENCH_GOALS.p99Ms : undefined;
    console.log(altStatsLine(`${String(days).padStart(2)} days · 4-step`, stats, p99Goal));
    if (days === REFIT_LENGTH) refitRuns = runs;
  }
  console.log(
    altStatsLine(`${REFIT_LENGTH} days · refit of meal ${REFIT_MEAL + 1}`, altRefits(refitRuns, data)),
  );
}

await main();
