import { z } from 'zod';
import { FilterList, Option, searchPage } from './catalogue';
import { MAX_SEARCH_TEXT, PAGE_SIZES, DEFAULT_PAGE_SIZE } from './catalogue-options';
import { LocaleSchema } from './common';
import { EBOOK_SORTS } from './ebook-options';
import { Price } from './ebooks';

/** DT-14: the catalogue sorts plus price_asc, price_desc and discount (the e-books' seven). */
export const DIET_TEMPLATE_SORTS = EBOOK_SORTS;
/** DT-10: a card's description is cut to 160 characters. */
export const DIET_TEMPLATE_CARD_DESCRIPTION = 160;
/** The kcal filter (`cpm`): daily kcal bands the computed plan average falls in. */
export const KCAL_BANDS = ['1200-1599', '1600-1999', '2000-2399', '2400-2799', '2800-3200'] as const;

/** DT-08: a template card. */
export const DietTemplateCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  goals: z.array(Option),
  types: z.array(Option),
  tags: z.array(Option),
  days: z.number().int(),
  /** The plan's average per day, computed from its days. */
  kcal: z.number().int(),
  free: z.boolean(),
  free_title: z.string().nullable(),
  price: Price.nullable(),
  discount: z.number().int(),
});
export type DietTemplateCard = z.infer<typeof DietTemplateCard>;

const MealPreview = z.object({
  slot: z.string(),
  recipe: z.object({ id: z.number().int(), name: z.string(), href: z.string() }),
  foods: z.array(z.object({ name: z.string(), grams: z.number() })),
  kcal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
});

/** The template's page: the card, its figures and the first day's meals with grams and macros. */
export const DietTemplateDetail = DietTemplateCard.extend({
  mealsPerDay: z.number().int(),
  macros: z.object({ protein: z.number(), fat: z.number(), carbs: z.number() }),
  /** Allergens excluded by the plan (none of its recipes contains or may contain them). */
  excludedAllergens: z.array(Option),
  /** What its recipes contain or may contain. */
  allergens: z.array(Option),
  firstDay: z.object({
    meals: z.array(MealPreview),
    totals: z.object({ kcal: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() }),
  }),
});
export type DietTemplateDetail = z.infer<typeof DietTemplateDetail>;

/** DT-07: text, sort, tags, type, goal, cpm, allergenExclude, perPage, page, _locale. */
export const DietTemplateSearchRequest = z.object({
  text: z
    .string()
    .max(MAX_SEARCH_TEXT, 'searchTextTooLong')
    .optional()
    .transform((t) => (t ?? '').trim()),
  sort: z.enum(DIET_TEMPLATE_SORTS).catch('id_desc').default('id_desc'),
  tags: FilterList,
  type: FilterList,
  goal: FilterList,
  cpm: FilterList,
  allergenExclude: FilterList,
  perPage: z.coerce
    .number()
    .pipe(z.union(PAGE_SIZES.map((n) => z.literal(n))))
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  _locale: LocaleSchema,
});
export type DietTemplateSearchRequest = z.infer<typeof DietTemplateSearchRequest>;
export const DietTemplateSearchResponse = searchPage(DietTemplateCard);
/** DT-06: the filter groups, each a list of value and label. */
export const DietTemplateFilters = z.object({
  allergens: z.array(Option),
  goals: z.array(Option),
  kcal: z.array(Option),
  categories: z.array(Option),
  tags: z.array(Option),
});
