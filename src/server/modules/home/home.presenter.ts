import {
  EXPERT_TITLES,
  SAMPLE_DAY_MEALS,
  type AdminTestimonial,
  type Expert,
  type ExpertTitle,
  type LatestDiet,
  type RandomDietDayResponse,
  type SampleMeal,
  type Testimonial,
} from '../../../core/contracts/home';
import { TEMPLATE_SCHEDULES } from '../../../core/domain/diet-template-diet';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { translatorFor } from '../../i18n';
import type { TemplateDayView } from './home.port';
import type { ExpertRow, LatestTemplateRow, NamedLabel, TestimonialRow } from './home.repo';

/** The element of a template's page that holds its example day (HOME-09: `hrefSchemaExample`). */
export const EXAMPLE_DAY_ANCHOR = 'first-day';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A stored JSON list of keys; anything else reads as none. */
function keyList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Without any template: no meals (the card shows its fallback samples, HOME-31), zero totals. */
export const NO_RANDOM_DAY: RandomDietDayResponse = {
  schemas: [],
  totals: { protein: 0, fat: 0, carbohydrate: 0, kcal: 0 },
  dietTemplate: null,
  day: null,
  exampleSchemaUrl: null,
};

/**
 * A meal slot's time: the template's own schedule for its number of meals (the importer planned with it),
 * else the slot's time in any template schedule, else noon.
 */
export function slotTime(slot: string, mealsPerDay: number): string {
  const find = (schedule: ReadonlyArray<readonly [string, string]> | undefined) =>
    schedule?.find(([id]) => id === slot)?.[1];
  return (
    find(TEMPLATE_SCHEDULES[mealsPerDay]) ??
    Object.values(TEMPLATE_SCHEDULES)
      .map(find)
      .find((time) => time !== undefined) ??
    '12:00'
  );
}

/**
 * HOME-32: a template's day as the hero's sample-day card reads it: up to 5 meals by time, each with its slot's
 * name, the recipe, its foods largest first, and its macros from the foods' grams; the totals are the sums of
 * the meals shown.
 */
export function presentRandomDay(day: TemplateDayView, locale: Locale): RandomDietDayResponse {
  const t = translatorFor(locale);
  const schemas: SampleMeal[] = day.meals
    .map((meal) => ({ meal, time: slotTime(meal.slot, day.template.mealsPerDay) }))
    .sort((a, b) => a.time.localeCompare(b.time))
    .slice(0, SAMPLE_DAY_MEALS)
    .map(({ meal, time }) => ({
      id: meal.recipe.id,
      label: t(`shop:template.slots.${meal.slot}`, { defaultValue: t('shop:template.meal') }),
      title: meal.recipe.name,
      time,
      items: [...meal.foods].sort((a, b) => b.grams - a.grams).map((food) => food.name),
      nutrients: {
        protein: { grams: meal.protein },
        fat: { grams: meal.fat },
        carbohydrate: { grams: meal.carbs },
        kcal: meal.kcal,
      },
      schemaUrl: day.template.href,
      recipeUrl: meal.recipe.href,
    }));
  const sum = (grams: (meal: SampleMeal) => number) =>
    round1(schemas.reduce((total, meal) => total + grams(meal), 0));
  return {
    schemas,
    totals: {
      protein: sum((meal) => meal.nutrients.protein.grams),
      fat: sum((meal) => meal.nutrients.fat.grams),
      carbohydrate: sum((meal) => meal.nutrients.carbohydrate.grams),
      kcal: Math.round(sum((meal) => meal.nutrients.kcal)),
    },
    dietTemplate: { id: day.template.id, name: day.template.name },
    day: { label: t('home:api.day', { number: day.index + 1 }) },
    exampleSchemaUrl: day.template.href,
  };
}

const isExpertTitle = (value: string | null): value is ExpertTitle =>
  value !== null && (EXPERT_TITLES as readonly string[]).includes(value);

/** HOME-38: a public specialist as the experts section shows them; no academic title reads "other". */
export function presentExpert(row: ExpertRow, professions: Map<string, NamedLabel>, locale: Locale): Expert {
  return {
    id: row.id,
    fullname: `${row.first_name} ${row.last_name}`.trim(),
    title: isExpertTitle(row.academic_title) ? row.academic_title : 'other',
    professions: keyList(row.professions).map((key) => professions.get(key)?.[`name_${locale}`] ?? key),
    profileUrl: pageHref('specialistDetail', locale, { idSlug: row.slug ? `${row.id}-${row.slug}` : row.id }),
    avatar: row.avatar,
    background: row.cover,
  };
}

/**
 * HOME-09: a template as a latest-diet card: its first tag (else its first category) as the tag, its goal as
 * the focus, the day it was published or last changed as the date.
 */
export function presentLatestDiet(
  row: LatestTemplateRow,
  labels: Map<string, NamedLabel>,
  locale: Locale,
  image: (key: string) => string,
): LatestDiet {
  const label = (kind: string, key: string) => labels.get(`${kind}:${key}`)?.[`name_${locale}`] ?? key;
  const [tag] = keyList(row.tags);
  const [category] = keyList(row.categories);
  const href = pageHref('dietTemplateDetail', locale, { idSlug: `${row.id}-${row[`slug_${locale}`]}` });
  return {
    id: row.id,
    href,
    image: image(row.key),
    title: row[`name_${locale}`],
    tag:
      tag !== undefined
        ? label('template-tag', tag)
        : category !== undefined
          ? label('template-category', category)
          : null,
    date: row.updated_at.slice(0, 10),
    duration: row.days,
    calories: row.kcal,
    description: row[`description_${locale}`],
    focus: [label('template-goal', row.goal)],
    hrefSchemaExample: `${href}#${EXAMPLE_DAY_ANCHOR}`,
  };
}

/**
 * A testimonial's initials: the first letters of its first and last words ("Anna K." → "AK"); a single word
 * gives its first two letters ("Anna" → "AN").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return [...words[0]!].slice(0, 2).join('').toLocaleUpperCase();
  return `${[...words[0]!][0]}${[...words.at(-1)!][0]}`.toLocaleUpperCase();
}

/** HOME-55: a testimonial in the page's language. */
export function presentTestimonial(row: TestimonialRow, locale: Locale): Testimonial {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    text: row[`text_${locale}`],
    weight: row.weight,
    initials: initialsOf(row.name),
  };
}

/** A testimonial as admins manage it: every language. */
export function presentAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    text: { pl: row.text_pl, de: row.text_de, en: row.text_en },
    weight: row.weight,
    initials: initialsOf(row.name),
    updatedAt: row.updated_at,
  };
}
