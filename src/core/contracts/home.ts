import { z } from 'zod';
import { LocaleQuery } from './catalogue';

/**
 * The home page's own calls (issue 21; B §2 "Home-page content blocks", §3, §7, §9; DECISIONS HOME-57: the
 * paths are ARCHITECTURE §7's). Every text arrives in the asked language (`?locale=` or `?_locale=`).
 */

/** HOME-11: the latest-diets block shows 3 unless told otherwise, never fewer than 1 or more than 15. */
export const LATEST_DIETS_DEFAULT = 3;
export const LATEST_DIETS_MAX = 15;
/** HOME-35: how many experts the home shows. */
export const HOME_EXPERTS = 4;
/** HOME-34: the random day is fetched again after 15 minutes. */
export const RANDOM_DAY_STALE_MS = 15 * 60 * 1000;
/** HOME-28: the sample-day card shows up to 5 meals with up to 3 item names each. */
export const SAMPLE_DAY_MEALS = 5;
export const SAMPLE_MEAL_ITEMS = 3;

/** HOME-11: any limit is clamped to 1..15; a missing or unreadable one is 3. */
export function clampLatestDietsLimit(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return LATEST_DIETS_DEFAULT;
  return Math.min(LATEST_DIETS_MAX, Math.max(1, Math.floor(number)));
}

const Grams = z.object({ grams: z.number() });

/** HOME-32: one meal of the random day, its macros computed from the grams of its foods. */
export const SampleMeal = z.object({
  id: z.number().int(),
  /** The meal's name in the day (breakfast, lunch…), translated. */
  label: z.string(),
  /** The recipe's name. */
  title: z.string(),
  /** "HH:MM". */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** The names of its foods, largest first (the card shows the first 3). */
  items: z.array(z.string()),
  nutrients: z.object({ protein: Grams, fat: Grams, carbohydrate: Grams, kcal: z.number() }),
  /** The template's page. */
  schemaUrl: z.string(),
  recipeUrl: z.string(),
});
export type SampleMeal = z.infer<typeof SampleMeal>;

/**
 * HOME-32, HOME-33: a real day of one of our diet templates (up to 5 meals). Without any template `schemas` is
 * empty and the rest null: the card then shows its fallback samples (HOME-31).
 */
export const RandomDietDayResponse = z.object({
  schemas: z.array(SampleMeal),
  totals: z.object({ protein: z.number(), fat: z.number(), carbohydrate: z.number(), kcal: z.number() }),
  dietTemplate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  day: z.object({ label: z.string() }).nullable(),
  exampleSchemaUrl: z.string().nullable(),
});
export type RandomDietDayResponse = z.infer<typeof RandomDietDayResponse>;

/** HOME-36: the badge before an expert's name. */
export const EXPERT_TITLES = ['doctor', 'professor', 'mgr', 'other'] as const;
export const ExpertTitle = z.enum(EXPERT_TITLES);
export type ExpertTitle = z.infer<typeof ExpertTitle>;

/** HOME-38: a public specialist as the experts section shows them. */
export const Expert = z.object({
  id: z.number().int(),
  fullname: z.string(),
  title: ExpertTitle,
  professions: z.array(z.string()),
  profileUrl: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
});
export type Expert = z.infer<typeof Expert>;

/** HOME-39: up to 4 random public specialists. */
export const HomeExpertsResponse = z.object({ experts: z.array(Expert).max(HOME_EXPERTS) });
export type HomeExpertsResponse = z.infer<typeof HomeExpertsResponse>;

/** HOME-10: `limit` clamped to 1..15 (HOME-11), 3 when missing or unreadable. */
export const LatestDietsQuery = LocaleQuery.extend({
  limit: z.unknown().optional().transform(clampLatestDietsLimit),
});

/** HOME-09: one of our diet templates, newest first. */
export const LatestDiet = z.object({
  id: z.number().int(),
  href: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  /** Its first tag or category, translated; null when it has none. */
  tag: z.string().nullable(),
  /** ISO date (YYYY-MM-DD) it was published or last changed. */
  date: z.string(),
  /** Days. */
  duration: z.number().int(),
  /** Average kcal per day. */
  calories: z.number().int(),
  description: z.string(),
  /** Its goals, translated. */
  focus: z.array(z.string()),
  /** The template's page at its example day. */
  hrefSchemaExample: z.string(),
});
export type LatestDiet = z.infer<typeof LatestDiet>;
export const LatestDietsResponse = z.object({ diets: z.array(LatestDiet) });
export type LatestDietsResponse = z.infer<typeof LatestDietsResponse>;

/** HOME-55: a testimonial as the home and the promotion page show it (its text in the page's language). */
export const Testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** HOME-56 (docs/decisions.md): the heaviest come first; 0 keeps it stored but hidden. */
  weight: z.number().int(),
  initials: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;
export const TestimonialsResponse = z.object({ testimonials: z.array(Testimonial) });
export type TestimonialsResponse = z.infer<typeof TestimonialsResponse>;

const testimonialText = z.string('invalidValue').trim().min(10, 'invalidValue').max(1000, 'invalidValue');

/** An admin's testimonial: its text in every language, a rating of 1–5 and a weight (HOME-56). */
export const TestimonialInput = z.object({
  name: z.string('invalidValue').trim().min(2, 'invalidValue').max(80, 'invalidValue'),
  rating: z.number('invalidValue').int('invalidValue').min(1, 'invalidValue').max(5, 'invalidValue'),
  text: z.object({ pl: testimonialText, de: testimonialText, en: testimonialText }),
  weight: z.number('invalidValue').int('invalidValue').min(0, 'invalidValue').max(1000, 'invalidValue'),
});
export type TestimonialInput = z.infer<typeof TestimonialInput>;
export const TestimonialChange = TestimonialInput.partial().refine(
  (change) => Object.keys(change).length > 0,
  {
    message: 'invalidValue',
  },
);
export type TestimonialChange = z.infer<typeof TestimonialChange>;

/** A testimonial as admins manage it: every language, hidden ones (weight 0) too. */
export const AdminTestimonial = TestimonialInput.extend({
  id: z.number().int(),
  initials: z.string(),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonial>;
export const AdminTestimonialsResponse = z.object({ testimonials: z.array(AdminTestimonial) });
export const TestimonialIdParams = z.object({ id: z.coerce.number().int().min(1) });
