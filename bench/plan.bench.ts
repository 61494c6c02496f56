/**
 * `npm run bench:plan`: plans for 200 seeded, realistic profiles × 30 and × 61 days on the real recipe set,
 * with the engine and with the spec's greedy picker in the same run. Prints, for each: days within ±5 % of
 * the kcal target, days with all three macros within ±10 % and ±15 %, allergen and diet-type violations,
 * recipe repeats within 3 days, and p50/p99 ms per plan. Then "swap meal" on the 30-day engine plans: every
 * day's lunch replaced by its first alternative, as the app does it (tuned per ingredient) and, for comparison,
 * the same recipe only scaled to the lunch's kcal.
 */
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { importReferenceData } from '../src/server/modules/reference-data/reference-import';
import { loadPlanData } from '../src/server/modules/diet-generator/plan-data';
import { freshDatabase } from '../src/server/testing/test-app';
import { PAL_OPTIONS, targetCalories, type Goal, type Sex } from '../src/core/domain/energy';
import { generatePlan, NO_REPEAT_DAYS } from '../src/core/domain/plan/engine';
import { generateGreedyPlan } from '../src/core/domain/plan/greedy';
import { fitsDiet } from '../src/core/domain/plan/pool';
import { nearbyRecipeIds, swapOptions, swappedMeal } from '../src/core/domain/plan/plan-view';
import { seededRandom } from '../src/core/domain/plan/random';
import {
  DEFAULT_MACRO_TARGETS,
  type DietPreference,
  type PlanData,
  type PlanDay,
  type PlanInput,
} from '../src/core/domain/plan/types';
import { catalogueIndexing } from '../src/server/modules/catalogue/catalogues';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 200);
const ALLERGENS = [
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

function profiles(): Profile[] {
  const random = seededRandom(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: PROFILES }, (_, i) => {
    const sex: Sex = random() < 0.5 ? 'male' : 'female';
    const age = 16 + Math.floor(random() * 75);
    const heightCm = Math.round((sex === 'male' ? 165 : 152) + random() * 33);
    const bmi = 18.5 + random() * 17;
    const weightKg = Math.min(220, Math.max(35, Math.round(bmi * (heightCm / 100) ** 2)));
    const allergens = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(ALLERGENS)))];
    const goal = pick(GOALS);
    return {
      input: {
        targetCalories: targetCalories({ sex, age, weightKg, heightCm }, pick(PAL_OPTIONS), goal),
        goal,
        preferences: { dietType: pick(DIETS), allergens },
        schedule: SCHEDULE,
        startDate: '2026-12-01',
        seed: i + 1,
        weightKg,
      },
    };
  });
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
  const excluded = new Set(input.preferences.allergens);
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
      const recipe = recipes.get(meal.recipeId)!;
      if ([...recipe.allergens, ...recipe.mayContain].some((a) => excluded.has(a)))
        stats.allergenViolations++;
      if (!fitsDiet(recipe.dietType, input.preferences.dietType)) stats.dietViolations++;
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
          `${statsLine(`${String(duration).padStart(2)} days · ${name}`, stats)} · p50 ${percentile(stats.times, 50).toFixed(2)} ms · p99 ${percentile(stats.times, 99).toFixed(2)} ms`,
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
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    console.log(
      `pool ${size.toLocaleString('en')} recipes · 61 days × 5 meals · p50 ${at(50).toFixed(0)} ms · p99 ${at(99).toFixed(0)} ms · ${((at(50) / size) * 1000).toFixed(1)} ms per 1k recipes`,
    );
  }
}

await main();
