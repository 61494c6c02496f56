/** The catalogue key of a source value ("body only" → "body_only"), as used in the reference catalogue. */
export function vocabularyKey(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Exercise tags are `equipment:<key>` and `muscle:<key>`. */
export function exerciseTags(equipment: string | null, primaryMuscles: string[]): string[] {
  return [
    `equipment:${vocabularyKey(equipment ?? 'none')}`,
    ...primaryMuscles.map((m) => `muscle:${vocabularyKey(m)}`),
  ];
}

/** Recipe filter buckets (docs/reference-data.md). */
export const PREP_TIME_BUCKETS = ['upTo15', 'upTo30', 'upTo60', 'over60'] as const;
export type PrepTimeBucket = (typeof PREP_TIME_BUCKETS)[number];

export function prepTimeBucket(minutes: number): PrepTimeBucket {
  if (minutes <= 15) return 'upTo15';
  if (minutes <= 30) return 'upTo30';
  if (minutes <= 60) return 'upTo60';
  return 'over60';
}

export const PORTION_BUCKETS = ['one', 'two', 'threeToFour', 'fiveOrMore'] as const;
export type PortionBucket = (typeof PORTION_BUCKETS)[number];

export function portionBucket(portions: number): PortionBucket {
  if (portions <= 1) return 'one';
  if (portions === 2) return 'two';
  if (portions <= 4) return 'threeToFour';
  return 'fiveOrMore';
}

// The catalogues' closed vocabularies: the importer derives them, the catalogues filter and label by them.

/** Where each record came from (the `source` column). */
export const SOURCES = {
  sr28: 'usda-sr28',
  off: 'open-food-facts-allergens',
  exercises: 'free-exercise-db',
  nutrio: 'nutrio-content',
} as const;

/** Food tags, given by the EU nutrition-claim conditions (see the importer's `food-rules.ts`). */
export const FOOD_TAGS = [
  'high-protein',
  'low-fat',
  'fat-free',
  'low-saturated-fat',
  'low-sugar',
  'sugar-free',
  'high-fiber',
  'low-sodium',
  'low-calorie',
  'high-omega-3',
  'whole-grain',
] as const;
export type FoodTag = (typeof FOOD_TAGS)[number];
export const FOOD_OCCASIONS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;
export type FoodOccasion = (typeof FOOD_OCCASIONS)[number];

export const EXERCISE_GOALS = ['strength', 'endurance', 'flexibility', 'weight_loss', 'muscle_gain'] as const;
export type ExerciseGoal = (typeof EXERCISE_GOALS)[number];
export const BODY_GROUPS = ['upper_body', 'lower_body', 'core', 'full_body'] as const;
export type BodyGroup = (typeof BODY_GROUPS)[number];

export const RECIPE_OCCASIONS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;
export const RECIPE_CATEGORIES = [
  'soup',
  'salad',
  'main-dish',
  'pasta',
  'rice-and-grains',
  'stew',
  'casserole',
  'pancakes',
  'porridge',
  'sandwich',
  'smoothie',
  'spread',
  'dessert',
  'baking',
  'snack',
  'side-dish',
  'eggs',
  'dumplings',
] as const;
export const RECIPE_AUTHOR_TAGS = [
  'one-pot',
  'meal-prep',
  'no-cook',
  'kid-friendly',
  'spicy',
  'classic',
  'seasonal',
  'budget',
  'festive',
] as const;
export const CUISINES = ['polish', 'german', 'international'] as const;

/** A recipe's filter facets (the `recipe_facets` rows). */
export type RecipeFacet =
  'tag' | 'category' | 'occasion' | 'allergen' | 'prep' | 'portion' | 'source-of' | 'low-in' | 'hard';
/** A portion "is a source of" a nutrient from 15 % of the lower (men/women) daily reference. */
export const INCLUDE_SHARE = 0.15;
/** A portion is "low in" a nutrient up to 5 % of that reference. */
export const EXCLUDE_SHARE = 0.05;
