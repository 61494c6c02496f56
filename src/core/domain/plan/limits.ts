/**
 * Every limit of a plan and its editor, once: the contracts validate with them, the editor's rules clamp to
 * them and the forms show them. Body figures (age, weight, height) are `PROFILE_BOUNDS` in `../energy`.
 */
export const MAX_PLAN_DAYS = 61;
/** Plan days fall in this range (ISO dates compare as text); a date beyond it is refused, not computed. */
export const PLAN_DATE_RANGE = { min: '1900-01-01', max: '2200-12-31' } as const;
export const PERSONAL_PLAN_MAX_DAYS = 30;
export const TARGET_KCAL_RANGE = { min: 800, max: 8000 } as const;
export const MAX_SCHEDULE_ITEMS = 20;
export const MAX_MONITORED_NUTRIENTS = 20;
/** A meal's portions after a swap or an edit: quarters from ¼ to 10. */
export const PORTIONS_RANGE = { min: 0.25, max: 10 } as const;
export const MAX_FOOD_GRAMS = 5000;
export const MAX_EXERCISE_MINUTES = 600;
export const MAX_DOSAGE = 100_000;
export const DRINK_VOLUME_RANGE = { min: 50, max: 2000 } as const;
export const MAX_DRINK_ML = 5000;
export const MAX_CAFFEINE_MG = 2000;
export const MAX_DAY_IMAGES = 10;
export const MAX_DRINKS_PER_DAY = 60;
export const MAX_HEALTH_MEDICATIONS = 20;
/** "HH:MM", 00:00–23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
