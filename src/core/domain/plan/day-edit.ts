/**
 * The schedule/day editor's rules (B §3 plan day entries, §4 "Schedule item editor" and day actions, §5 editor
 * validation, §9 defaults and drink config, DECISIONS EDIT-45). Pure: every function returns a new plan and
 * schedule and never changes its arguments.
 *
 * The schedule is shared by all days (A §3 keeps it once, in `meta.schedule`): a schedule item exists on
 * every day, while its entries (the recipe, exercise, supplement or medication chosen for it) belong to one
 * day. A day's "copy of the schedule" (EDIT-09) is therefore the shared list, read with that day's entries.
 */
import type { PlanDayInput } from '../../contracts/diet-plan';
import { foldText } from '../../text/fold';
import { caffeineMg, DRINKS, type DrinkKind } from '../energy';
import {
  MAX_CAFFEINE_MG,
  MAX_DAY_IMAGES,
  MAX_DOSAGE,
  MAX_DRINK_ML,
  MAX_DRINKS_PER_DAY,
  MAX_EXERCISE_MINUTES,
  MAX_FOOD_GRAMS,
  MAX_HEALTH_MEDICATIONS,
  MAX_SCHEDULE_ITEMS,
  TIME_OF_DAY,
} from './limits';
import type { ScheduleItem, ScheduleItemType } from './types';

export type PlanDay = PlanDayInput;
export interface EditorState {
  plan: PlanDay[];
  schedule: ScheduleItem[];
}

// ---------------------------------------------------------------------------------------------------------
// Constants (B §5, §9; DECISIONS EDIT-45)

/** EDIT-21 */
export const SUPPLEMENT_UNITS = ['g', 'mg', 'ml', 'scoop', 'serving', 'capsule', 'tablet', 'spoon'] as const;
/** EDIT-22 */
export const MEDICATION_UNITS = ['pill', 'tablet', 'capsule', 'ml', 'g', 'mg', 'drop'] as const;
export type SupplementUnit = (typeof SUPPLEMENT_UNITS)[number];
export type MedicationUnit = (typeof MEDICATION_UNITS)[number];

/** EDIT-34 */
export const DEFAULT_NUTRIENT_DOSAGE = { amount: 1, unit: 'serving' } as const;
export const DEFAULT_MEDICATION_DOSAGE = { amount: 1, unit: 'pill' } as const;
/** EDIT-33 */
export const DEFAULT_EXERCISE_MINUTES = 30;
/** EDIT-35 */
export const DEFAULT_FOOD_GRAMS = 100;
/** EDIT-31: a new item of the schedule step; EDIT-32: a new item added to a plan day in the editor. */
export const DEFAULT_SCHEDULE_ITEM = { time: '08:00', type: 'Meal' } as const satisfies Pick<
  ScheduleItem,
  'time' | 'type'
>;
export const NEW_PLAN_ITEM = { time: '10:00', type: 'Meal' } as const satisfies Pick<
  ScheduleItem,
  'time' | 'type'
>;
/** B §9: the schedule step's "add meal" and "add training" times. */
export const NEW_MEAL_TIME = '12:00';
export const NEW_TRAINING_TIME = '18:00';
/** EDIT-07 */
export const FEELINGS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_FEELING = 3;
/** EDIT-23, EDIT-24 */
export const RECIPE_KCAL_RANGE = { min: 0, max: 2000 } as const;
export const EXERCISE_KCAL_PER_MINUTE_RANGE = { min: 0, max: 25 } as const;
/** EDIT-25: search text is applied this long after typing stops. */
export const PICKER_SEARCH_DELAY_MS = 300;
/** EDIT-42 */
export const DEFAULT_CUSTOM_DRINK = { name: '', volume: 250, caffeine: 0 } as const;
/** EDIT-43: Bristol stool scale types. */
export const STOOL_SHAPES = [1, 2, 3, 4, 5, 6, 7] as const;
/** EDIT-45 */
export const STOOL_COLORS = [
  'brown',
  'light-brown',
  'dark-brown',
  'yellow',
  'green',
  'black',
  'red',
  'pale',
] as const;
/** EDIT-44, EDIT-45: seven urine colours, lightest first. */
export const URINE_COLORS = [
  'transparent',
  'pale-straw',
  'light-yellow',
  'yellow',
  'dark-yellow',
  'amber',
  'brown',
] as const;
/** The saved-diet contract's limits. */
// The limits live in ./limits; the editor's modules import them from here as well.
export {
  MAX_CAFFEINE_MG,
  MAX_DAY_IMAGES,
  MAX_DOSAGE,
  MAX_DRINK_ML,
  MAX_DRINKS_PER_DAY,
  MAX_EXERCISE_MINUTES,
  MAX_FOOD_GRAMS,
  MAX_HEALTH_MEDICATIONS,
  MAX_SCHEDULE_ITEMS,
};
const TIME = TIME_OF_DAY;
export const isValidTime = (value: string): boolean => TIME.test(value);

// ---------------------------------------------------------------------------------------------------------
// Input coercions (B §5)

function parseNumber(input: string | number): number {
  if (typeof input === 'number') return input;
  const text = input.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** EDIT-19: food quantity in whole grams; anything that is not a number ≥ 0 becomes 0. */
export function coerceGrams(input: string | number): number {
  const value = parseNumber(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(MAX_FOOD_GRAMS, Math.round(value));
}

/** EDIT-20: a dosage amount (decimals allowed, e.g. half a tablet); anything that is not a number ≥ 0 becomes 0. */
export function coerceDosageAmount(input: string | number): number {
  const value = parseNumber(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(MAX_DOSAGE, Math.round(value * 100) / 100);
}

/** Exercise minutes: whole minutes; invalid → 0 (which cannot be confirmed). */
export function coerceMinutes(input: string | number): number {
  const value = parseNumber(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(MAX_EXERCISE_MINUTES, Math.round(value));
}

/** Drink volume in ml; invalid → 0 (which cannot be confirmed). */
export function coerceVolume(input: string | number): number {
  const value = parseNumber(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(MAX_DRINK_ML, Math.round(value));
}

/** Caffeine in mg; invalid → 0. */
export function coerceCaffeine(input: string | number): number {
  const value = parseNumber(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(MAX_CAFFEINE_MG, Math.round(value));
}

/** Sleep hours 0–24 in half hours; empty or invalid → not recorded. */
export function coerceSleepHours(input: string | number): number | null {
  const value = parseNumber(input);
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.min(24, Math.round(value * 2) / 2);
}

/** A picker bound (kcal): a number ≥ 0, else `fallback`. */
export function coerceBound(input: string | number, fallback: number): number {
  const value = parseNumber(input);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The picker's list: every folded word of the search text appears in the folded name ("jablko" finds "Jabłko"),
 * and the value lies within the range (min and max given either way round).
 */
export function pickerMatches<T extends { name: string }>(
  items: readonly T[],
  search: string,
  range?: { min: number; max: number; valueOf: (item: T) => number },
): T[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const low = range ? Math.min(range.min, range.max) : 0;
  const high = range ? Math.max(range.min, range.max) : 0;
  return items.filter((item) => {
    if (range) {
      const value = range.valueOf(item);
      if (value < low || value > high) return false;
    }
    if (words.length === 0) return true;
    const name = foldText(item.name);
    return words.every((word) => name.includes(word));
  });
}

/** EDIT-35: a value given per 100 g, for `grams`. */
export const per100g = (valuePer100g: number, grams: number): number => (valuePer100g * grams) / 100;

// ---------------------------------------------------------------------------------------------------------
// Entries

export interface Dosage {
  amount: number;
  unit: string;
}
export interface FoodItem {
  foodId: number;
  quantity: number;
}

/** What the item dialog edits for one type; ids are null until the user picks one. */
export type EntryDraft =
  | { type: 'Meal'; recipeId: number | null; portions: number; foodItems: FoodItem[] }
  | { type: 'Exercise'; exerciseId: number | null; duration: number }
  | { type: 'Nutrient'; supplementId: number | null; dosage: Dosage }
  | { type: 'Medication'; medicalProductId: number | null; dosage: Dosage };

/** A confirmed entry, ready to go into a day. */
export type Entry =
  | { type: 'Meal'; recipeId: number; portions: number; foodItems: FoodItem[] }
  | { type: 'Exercise'; exerciseId: number; duration: number }
  | { type: 'Nutrient'; supplementId: number; dosage: Dosage }
  | { type: 'Medication'; medicalProductId: number; dosage: Dosage };

/** EDIT-33, EDIT-34: the entry a type starts from. */
export function defaultEntry(type: ScheduleItemType): EntryDraft {
  switch (type) {
    case 'Meal':
      return { type, recipeId: null, portions: 1, foodItems: [] };
    case 'Exercise':
      return { type, exerciseId: null, duration: DEFAULT_EXERCISE_MINUTES };
    case 'Nutrient':
      return { type, supplementId: null, dosage: { ...DEFAULT_NUTRIENT_DOSAGE } };
    case 'Medication':
      return { type, medicalProductId: null, dosage: { ...DEFAULT_MEDICATION_DOSAGE } };
  }
}

/**
 * The draft the dialog shows for an item and a type: the item's own entry of that type on this day, else the
 * type's defaults (EDIT-13: changing to a type the item did not have starts from defaults).
 */
export function draftFor(
  day: PlanDay | undefined,
  itemId: string | null,
  type: ScheduleItemType,
): EntryDraft {
  if (day && itemId) {
    if (type === 'Meal') {
      const meal = day.meals.find((m) => m.scheduleItemId === itemId);
      if (meal)
        return {
          type,
          recipeId: meal.recipeId,
          portions: meal.portions ?? 1,
          foodItems: meal.foodItems.map((f) => ({ ...f })),
        };
    } else if (type === 'Exercise') {
      const exercise = day.exercises.find((e) => e.scheduleItemId === itemId);
      if (exercise) return { type, exerciseId: exercise.exerciseId, duration: exercise.duration };
    } else if (type === 'Nutrient') {
      const nutrient = (day.nutrients ?? []).find((n) => n.scheduleItemId === itemId);
      if (nutrient) return { type, supplementId: nutrient.supplementId, dosage: { ...nutrient.dosage } };
    } else {
      const medication = (day.medications ?? []).find((m) => m.scheduleItemId === itemId);
      if (medication)
        return { type, medicalProductId: medication.medicalProductId, dosage: { ...medication.dosage } };
    }
  }
  return defaultEntry(type);
}

/**
 * EDIT-17, EDIT-18: supplement confirm needs a selection and a dosage above 0; recipe, exercise and medication
 * confirm need a selection. The contract's own bounds apply as well (an exercise lasts at least a minute).
 */
export function confirmEntry(draft: EntryDraft): Entry | null {
  switch (draft.type) {
    case 'Meal':
      return draft.recipeId === null
        ? null
        : { ...draft, recipeId: draft.recipeId, foodItems: draft.foodItems.map((f) => ({ ...f })) };
    case 'Exercise':
      return draft.exerciseId === null || draft.duration < 1
        ? null
        : { ...draft, exerciseId: draft.exerciseId };
    case 'Nutrient':
      return draft.supplementId === null || !(draft.dosage.amount > 0)
        ? null
        : { ...draft, supplementId: draft.supplementId, dosage: { ...draft.dosage } };
    case 'Medication':
      return draft.medicalProductId === null
        ? null
        : { ...draft, medicalProductId: draft.medicalProductId, dosage: { ...draft.dosage } };
  }
}

export const canConfirm = (draft: EntryDraft): boolean => confirmEntry(draft) !== null;

/** A recipe's ingredients (per portion) as the meal's food items in whole grams. */
export function foodItemsOf(
  recipe: { ingredients: ReadonlyArray<{ foodId: number; quantity: number }> },
  portions = 1,
): FoodItem[] {
  return recipe.ingredients.map((i) => ({ foodId: i.foodId, quantity: coerceGrams(i.quantity * portions) }));
}

/** Adds a food to a meal with the default 100 g, or adds 100 g to it when it is already there. */
export function addFoodItem(
  items: readonly FoodItem[],
  foodId: number,
  grams = DEFAULT_FOOD_GRAMS,
): FoodItem[] {
  const found = items.some((f) => f.foodId === foodId);
  return found
    ? items.map((f) => (f.foodId === foodId ? { ...f, quantity: coerceGrams(f.quantity + grams) } : f))
    : [...items, { foodId, quantity: grams }];
}

// ---------------------------------------------------------------------------------------------------------
// Schedule items with their entries

const byTime = (a: ScheduleItem, b: ScheduleItem) => a.time.localeCompare(b.time);
/** EDIT-11: items sorted by time (stable: items at the same time keep their order). */
export const sortSchedule = (items: readonly ScheduleItem[]): ScheduleItem[] => [...items].sort(byTime);

function withoutItemEntries(day: PlanDay, itemId: string, keepType?: ScheduleItemType): PlanDay {
  const keep = (type: ScheduleItemType, entry: { scheduleItemId: string }) =>
    entry.scheduleItemId !== itemId || type === keepType;
  return {
    ...day,
    meals: day.meals.filter((e) => keep('Meal', e)),
    exercises: day.exercises.filter((e) => keep('Exercise', e)),
    nutrients: (day.nutrients ?? []).filter((e) => keep('Nutrient', e)),
    medications: (day.medications ?? []).filter((e) => keep('Medication', e)),
  };
}

function withEntry(day: PlanDay, itemId: string, entry: Entry): PlanDay {
  switch (entry.type) {
    case 'Meal':
      return {
        ...day,
        meals: [
          ...day.meals,
          {
            scheduleItemId: itemId,
            recipeId: entry.recipeId,
            portions: entry.portions,
            foodItems: entry.foodItems,
          },
        ],
      };
    case 'Exercise':
      return {
        ...day,
        exercises: [
          ...day.exercises,
          { scheduleItemId: itemId, exerciseId: entry.exerciseId, duration: entry.duration },
        ],
      };
    case 'Nutrient':
      return {
        ...day,
        nutrients: [
          ...(day.nutrients ?? []),
          { scheduleItemId: itemId, supplementId: entry.supplementId, dosage: entry.dosage },
        ],
      };
    case 'Medication':
      return {
        ...day,
        medications: [
          ...(day.medications ?? []),
          { scheduleItemId: itemId, medicalProductId: entry.medicalProductId, dosage: entry.dosage },
        ],
      };
  }
}

/** Entries listed in the order of their schedule items. */
function ordered(day: PlanDay, schedule: readonly ScheduleItem[]): PlanDay {
  const rank = new Map(schedule.map((item, index) => [item.id, index]));
  const sort = <T extends { scheduleItemId: string }>(list: T[]) =>
    [...list].sort(
      (a, b) =>
        (rank.get(a.scheduleItemId) ?? schedule.length) - (rank.get(b.scheduleItemId) ?? schedule.length),
    );
  return {
    ...day,
    meals: sort(day.meals),
    exercises: sort(day.exercises),
    nutrients: sort(day.nutrients ?? []),
    medications: sort(day.medications ?? []),
  };
}

/**
 * EDIT-10, EDIT-11: saving an item replaces it (or adds it), removes that item's old entries on the edited day
 * and adds the one new entry of the chosen type; the schedule is then sorted by time. Because items are shared,
 * a type change also drops the item's entries of the old type on the other days (they no longer fit it);
 * other days keep entries of the item's (unchanged) type.
 */
export function saveScheduleItem(
  state: EditorState,
  dayIndex: number,
  item: ScheduleItem,
  entry: Entry,
): EditorState {
  if (entry.type !== item.type)
    throw new Error(`entry type ${entry.type} does not match item type ${item.type}`);
  const exists = state.schedule.some((s) => s.id === item.id);
  const schedule = sortSchedule(
    exists
      ? state.schedule.map((s) => (s.id === item.id ? { ...item } : s))
      : [...state.schedule, { ...item }],
  );
  const plan = state.plan.map((day, index) =>
    ordered(
      index === dayIndex
        ? withEntry(withoutItemEntries(day, item.id), item.id, entry)
        : withoutItemEntries(day, item.id, item.type),
      schedule,
    ),
  );
  return { plan, schedule };
}

/** EDIT-12: deleting an item removes it and all its entries (on every day: the item is shared). */
export function deleteScheduleItem(state: EditorState, itemId: string): EditorState {
  return {
    schedule: state.schedule.filter((s) => s.id !== itemId),
    plan: state.plan.map((day) => withoutItemEntries(day, itemId)),
  };
}

/** EDIT-15: emptying a schedule entry removes only the item's entries on that day; the item stays. */
export function emptyScheduleItem(state: EditorState, dayIndex: number, itemId: string): EditorState {
  return {
    ...state,
    plan: state.plan.map((day, index) => (index === dayIndex ? withoutItemEntries(day, itemId) : day)),
  };
}

/** The item's entry on a day, as a confirmed entry, or null when the slot is empty. */
export function entryOf(day: PlanDay, item: ScheduleItem): Entry | null {
  const draft = draftFor(day, item.id, item.type);
  const hasOwn =
    (item.type === 'Meal' && day.meals.some((m) => m.scheduleItemId === item.id)) ||
    (item.type === 'Exercise' && day.exercises.some((e) => e.scheduleItemId === item.id)) ||
    (item.type === 'Nutrient' && (day.nutrients ?? []).some((n) => n.scheduleItemId === item.id)) ||
    (item.type === 'Medication' && (day.medications ?? []).some((m) => m.scheduleItemId === item.id));
  return hasOwn ? confirmEntry(draft) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Days

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days always run on consecutive dates from the plan's first day. */
function redated(plan: PlanDay[], startDate: string): PlanDay[] {
  return plan.map((day, index) => ({ ...day, date: addDays(startDate, index) }));
}

/** EDIT-14: deleting a day deletes it with its entries; later days move up a date. A plan keeps at least one day. */
export function deleteDay(state: EditorState, dayIndex: number): EditorState {
  if (state.plan.length <= 1 || !state.plan[dayIndex]) return state;
  return {
    ...state,
    plan: redated(
      state.plan.filter((_, index) => index !== dayIndex),
      state.plan[0]!.date,
    ),
  };
}

/**
 * EDIT-15: emptying a day removes its entries only: the meals, exercises, supplements, medications and drinks.
 * The day, the shared schedule and the day's journal (notes, feeling, health info, photos) stay.
 */
export function emptyDay(state: EditorState, dayIndex: number): EditorState {
  return {
    ...state,
    plan: state.plan.map((day, index) => {
      if (index !== dayIndex) return day;
      const emptied: PlanDay = {
        ...day,
        meals: [],
        exercises: [],
        nutrients: [],
        medications: [],
        hydrationLog: [],
      };
      delete emptied.shortfall;
      delete emptied.proteinShortfall;
      return emptied;
    }),
  };
}

/**
 * EDIT-16: duplicating a day inserts a complete copy right after it (later days move down a date); drinks get
 * fresh ids. `maxDays` is the plan's length limit.
 */
export function duplicateDay(
  state: EditorState,
  dayIndex: number,
  maxDays: number,
  newId: () => string,
): EditorState {
  const source = state.plan[dayIndex];
  if (!source || state.plan.length >= maxDays) return state;
  const copy: PlanDay = structuredClone(source);
  copy.hydrationLog = copy.hydrationLog.map((drink) => ({ ...drink, id: newId() }));
  const plan = [...state.plan.slice(0, dayIndex + 1), copy, ...state.plan.slice(dayIndex + 1)];
  return { ...state, plan: redated(plan, state.plan[0]!.date) };
}

/** Changes one day with `change`. */
export function updateDay(
  state: EditorState,
  dayIndex: number,
  change: (day: PlanDay) => PlanDay,
): EditorState {
  return { ...state, plan: state.plan.map((day, index) => (index === dayIndex ? change(day) : day)) };
}

// ---------------------------------------------------------------------------------------------------------
// Drinks (B §9 drink config; EDIT-36..42)

export const DRINK_KINDS = Object.keys(DRINKS) as DrinkKind[];
export const isDrinkKind = (name: string): name is DrinkKind => (DRINK_KINDS as string[]).includes(name);

/** EDIT-40: a drink of the config; `name` keeps the kind (as the engine writes it) so any language can show it. */
export function configDrink(kind: DrinkKind, volumeMl: number, id: string) {
  return { id, name: kind, volume: volumeMl, caffeine: caffeineMg(volumeMl, DRINKS[kind].caffeinePer100Ml) };
}

export interface CustomDrink {
  name: string;
  volume: number;
  caffeine: number;
}

/** EDIT-41: a custom drink needs a name and a volume above 0. */
export const isValidCustomDrink = (drink: CustomDrink): boolean =>
  drink.name.trim().length > 0 &&
  drink.name.trim().length <= 80 &&
  drink.volume > 0 &&
  drink.volume <= MAX_DRINK_ML;

export function addDrink(
  day: PlanDay,
  drink: { id: string; name: string; volume: number; caffeine: number },
): PlanDay {
  if (day.hydrationLog.length >= MAX_DRINKS_PER_DAY) return day;
  return { ...day, hydrationLog: [...day.hydrationLog, { ...drink, name: drink.name.trim() }] };
}

export const removeDrink = (day: PlanDay, id: string): PlanDay => ({
  ...day,
  hydrationLog: day.hydrationLog.filter((d) => d.id !== id),
});

// ---------------------------------------------------------------------------------------------------------
// Journal: feeling, notes, health info, images

export type HealthInfo = NonNullable<PlanDay['healthInfo']>;
export const EMPTY_HEALTH_INFO: Required<HealthInfo> = {
  sleepHours: null,
  stoolShape: null,
  stoolColor: null,
  urineColor: null,
  medications: [],
};

export function healthInfoOf(day: PlanDay): Required<HealthInfo> {
  return { ...EMPTY_HEALTH_INFO, ...day.healthInfo, medications: day.healthInfo?.medications ?? [] };
}

export const feelingOf = (day: PlanDay): number => day.feeling ?? DEFAULT_FEELING;
