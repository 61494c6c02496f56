/** The plan engine's data and answers (spec A §3 "Saved diet", B §3 plan day entries and generation input). */

export const DIET_TYPES = ['vegan', 'vegetarian', 'fish', 'meat'] as const;
export type DietType = (typeof DIET_TYPES)[number];
export type DietPreference = DietType | 'any';

export const SCHEDULE_ITEM_TYPES = ['Meal', 'Exercise', 'Nutrient', 'Medication'] as const;
export type ScheduleItemType = (typeof SCHEDULE_ITEM_TYPES)[number];

export interface ScheduleItem {
  id: string;
  /** HH:MM */
  time: string;
  type: ScheduleItemType;
  label: string;
}

export type Occasion = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert';

/** Per 100 g. */
export interface FoodNutrition {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  /** Further nutrients by nutrient code (the monitored ones, e.g. `fiber_g`), per 100 g. */
  other?: Readonly<Record<string, number>>;
}

export interface PlanRecipe {
  id: number;
  occasions: readonly string[];
  dietType: DietType;
  allergens: readonly string[];
  /** Allergens it may contain: an excluded allergen removes the recipe just the same. */
  mayContain: readonly string[];
  /** Ingredients of one portion, in grams. */
  ingredients: ReadonlyArray<{ foodId: number; grams: number }>;
}

export interface PlanExercise {
  id: number;
  mets: number;
  /** free-exercise-db category: only `cardio` activities make whole sessions for a plan's exercise slot. */
  category: string;
}

export type PlanGoal = 'lose' | 'maintain' | 'gain';

export interface MacroTargets {
  /** Shares of the day's kcal; they sum to 1. */
  protein: number;
  fat: number;
  carbs: number;
}

export const DEFAULT_MACRO_TARGETS: MacroTargets = { protein: 0.2, fat: 0.3, carbs: 0.5 };

export interface DrinkVolumes {
  water: number;
  coffee: number;
  tea: number;
  energy: number;
}

export interface PlanInput {
  targetCalories: number;
  preferences: { dietType: DietPreference; allergens: readonly string[] };
  schedule: readonly ScheduleItem[];
  planDuration: number;
  /** YYYY-MM-DD */
  startDate: string;
  seed?: number;
  macroTargets?: MacroTargets;
  /** For exercise burn and hydration. */
  weightKg?: number;
  /** Shapes the exercise sessions (brisker and longer for weight loss). */
  goal?: PlanGoal;
  defaultDrinkVolumes?: DrinkVolumes;
  /** Recipes of neighbouring days (regenerating one day): kept out like recently used ones while the pool allows. */
  avoidRecipeIds?: readonly number[];
}

export interface PlanData {
  recipes: readonly PlanRecipe[];
  foods: ReadonlyMap<number, FoodNutrition>;
  exercises: readonly PlanExercise[];
}

export interface MealEntry {
  scheduleItemId: string;
  recipeId: number;
  portions: number;
  foodItems: Array<{ foodId: number; quantity: number }>;
}

export interface ExerciseEntry {
  scheduleItemId: string;
  exerciseId: number;
  /** minutes */
  duration: number;
}

export interface HydrationEntry {
  id: string;
  name: string;
  volume: number;
  caffeine: number;
}

export interface PlanDay {
  date: string;
  meals: MealEntry[];
  exercises: ExerciseEntry[];
  nutrients: Array<{ scheduleItemId: string; supplementId: number; dosage: { amount: number; unit: string } }>;
  medications: Array<{ scheduleItemId: string; medicalProductId: number; dosage: { amount: number; unit: string } }>;
  hydrationLog: HydrationEntry[];
  notes: string;
  feeling: number;
  images: string[];
  healthInfo: {
    sleepHours: number | null;
    stoolShape: number | null;
    stoolColor: string | null;
    urineColor: string | null;
    medications: Array<{ id: number; name: string; dosage: string; notes: string }>;
  };
  /** Set when the recipe pool could not bring the day within ±5 % of the target. */
  shortfall?: { reason: 'pool-too-small' | 'target-out-of-reach'; calories: number };
  /** Protein under the target's macro band (grams reached and targeted), e.g. a vegan, gluten-free pool. */
  proteinShortfall?: { protein: number; target: number };
}

export interface DayMetrics {
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  burnedCalories: number;
  hydrationMl: number;
  caffeineMg: number;
  exerciseMinutes: number;
  /** Monitored nutrients by nutrient code (`fiber_g`). */
  nutrients: Record<string, number>;
}

export interface PlanMetrics {
  days: DayMetrics[];
  totals: DayMetrics;
  averageCalories: number;
}
