import type { Locale } from '../../../core/i18n/locales';

/** One stored day of a diet template, read by the template shop (its macros computed from the foods' grams). */
export interface TemplateDayView {
  template: { id: number; name: string; href: string; mealsPerDay: number };
  /** The day's index in the plan (0-based). */
  index: number;
  meals: Array<{
    slot: string;
    recipe: { id: number; name: string; href: string };
    foods: Array<{ name: string; grams: number }>;
    kcal: number;
    protein: number;
    fat: number;
    carbs: number;
  }>;
}

/** What the home needs of the diet template shop; app.ts hands it in. */
export interface DietTemplatesPort {
  /** A day of a template, `pickDay` choosing by the plan's number of days; null for none. */
  day(id: number, locale: Locale, pickDay: (count: number) => number): Promise<TemplateDayView | null>;
  /** A template's picture by its key. */
  image(key: string): string;
}
