/** The plan's closed lists of values (A §3, B §3); the contracts build their enums from them. */
export const DIET_TYPES = ['vegan', 'vegetarian', 'fish', 'meat'] as const;
export type DietType = (typeof DIET_TYPES)[number];
export type DietPreference = DietType | 'any';

export const SCHEDULE_ITEM_TYPES = ['Meal', 'Exercise', 'Nutrient', 'Medication'] as const;
export type ScheduleItemType = (typeof SCHEDULE_ITEM_TYPES)[number];

export const PLAN_GOALS = ['lose', 'maintain', 'gain'] as const;
export type PlanGoal = (typeof PLAN_GOALS)[number];
