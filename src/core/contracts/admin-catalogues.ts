import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { pageOf } from './common';
import { CURRENCIES } from './basket';

/**
 * Foods, exercises and e-books as admins edit them (issue 24 A2). Names and texts come in pl, de and en side by
 * side; what the import computes from them (slugs, sort keys, search documents, kcal per hour) the server
 * recomputes. Foods keep their SR28 source ids and nutrients; nothing here deletes a food, so recipe → food
 * links never break.
 */
export const ADMIN_CATALOGUE_PER_PAGE = 20;
/** Upload limits (issue 24 A2): pictures by content (JPEG, PNG, WebP), e-book files as PDF. */
export const ADMIN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const ADMIN_PDF_MAX_BYTES = 50 * 1024 * 1024;
export const ADMIN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** At most this many photos per exercise (the public page shows them as a gallery). */
export const MAX_EXERCISE_PHOTOS = 8;

const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;

const requiredText = (max: number) =>
  z.string('invalidValue').trim().min(1, 'adminCatalogueTextRequired').max(max, 'adminCatalogueTextTooLong');

/** One text in each of the three languages. */
export const LocalizedName = z.object({
  pl: requiredText(NAME_MAX),
  de: requiredText(NAME_MAX),
  en: requiredText(NAME_MAX),
});
export type LocalizedName = z.infer<typeof LocalizedName>;

export const LocalizedDescription = z.object({
  pl: requiredText(DESCRIPTION_MAX),
  de: requiredText(DESCRIPTION_MAX),
  en: requiredText(DESCRIPTION_MAX),
});
export type LocalizedDescription = z.infer<typeof LocalizedDescription>;

const Page = z.coerce
  .number('invalidValue')
  .int('invalidValue')
  .min(1, 'invalidValue')
  .max(10_000, 'invalidValue')
  .default(1);
const SearchText = z.string('invalidValue').trim().max(200, 'invalidValue').optional();

export const AdminCatalogueIdParams = z.object({
  id: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(2_147_483_647, 'invalidValue'),
});
export type AdminCatalogueIdParams = z.infer<typeof AdminCatalogueIdParams>;

// ---- Foods ---------------------------------------------------------------------------------------

export const AdminFoodsQuery = z.object({
  /** Part of a name in any language, or the SR28 number. */
  q: SearchText,
  /** A food group's id. */
  group: z.coerce.number('invalidValue').int('invalidValue').min(1, 'invalidValue').optional(),
  page: Page,
});
export type AdminFoodsQuery = z.infer<typeof AdminFoodsQuery>;

export const AdminFoodGroup = z.object({ id: z.number().int(), code: z.string(), names: LocalizedName });
export type AdminFoodGroup = z.infer<typeof AdminFoodGroup>;
export const AdminFoodGroupsResponse = z.object({ groups: z.array(AdminFoodGroup) });
export type AdminFoodGroupsResponse = z.infer<typeof AdminFoodGroupsResponse>;

export const AdminFoodSummary = z.object({
  id: z.number().int(),
  /** The SR28 source id (NDB number): kept forever. */
  sourceId: z.string(),
  names: LocalizedName,
  groupId: z.number().int(),
  groupCode: z.string(),
});
export type AdminFoodSummary = z.infer<typeof AdminFoodSummary>;
export const AdminFoodsResponse = pageOf(AdminFoodSummary);
export type AdminFoodsResponse = z.infer<typeof AdminFoodsResponse>;

export const AdminFoodDetail = AdminFoodSummary.extend({
  source: z.string(),
  /** SR28's own description (read only). */
  description: z.string(),
  /** kcal per 100 g (SR28 data, read only). */
  energyKcal: z.number().nullable(),
  /** Recipes using the food. */
  recipeCount: z.number().int(),
});
export type AdminFoodDetail = z.infer<typeof AdminFoodDetail>;

/** What an admin may change of a food: its names and its group — never its nutrients (SR28 data). */
export const AdminFoodChange = z.object({
  names: LocalizedName,
  groupId: z.number('invalidValue').int('invalidValue').min(1, 'invalidValue'),
});
export type AdminFoodChange = z.infer<typeof AdminFoodChange>;

// ---- Exercises -----------------------------------------------------------------------------------

export const AdminExercisesQuery = z.object({ q: SearchText, page: Page });
export type AdminExercisesQuery = z.infer<typeof AdminExercisesQuery>;

export const AdminExercisePhoto = z.object({
  /** The stored path under /media/ (what reorder and remove name). */
  path: z.string(),
  url: z.string(),
  /** The 400 px card variant the lists show. */
  cardUrl: z.string(),
});
export type AdminExercisePhoto = z.infer<typeof AdminExercisePhoto>;

export const AdminExerciseSummary = z.object({
  id: z.number().int(),
  sourceId: z.string(),
  names: LocalizedName,
  met: z.number(),
  kcalHour: z.number().int(),
  photo: z.string().nullable(),
});
export type AdminExerciseSummary = z.infer<typeof AdminExerciseSummary>;
export const AdminExercisesResponse = pageOf(AdminExerciseSummary);
export type AdminExercisesResponse = z.infer<typeof AdminExercisesResponse>;

export const AdminExerciseDetail = AdminExerciseSummary.extend({
  metCode: z.string(),
  category: z.string(),
  mechanic: z.string().nullable(),
  level: z.string(),
  photos: z.array(AdminExercisePhoto),
});
export type AdminExerciseDetail = z.infer<typeof AdminExerciseDetail>;

/** A Compendium of Physical Activities 2011 code (5 digits). */
export const CompendiumCode = z.string('invalidValue').regex(/^\d{5}$/, 'adminCatalogueMetCodeUnknown');

/** Names and the MET mapping; kcal per hour follows from the chosen code (MET × 70 kg), never typed. */
export const AdminExerciseChange = z.object({ names: LocalizedName, metCode: CompendiumCode });
export type AdminExerciseChange = z.infer<typeof AdminExerciseChange>;

export const CompendiumEntry = z.object({
  code: z.string(),
  met: z.number(),
  category: z.string(),
  description: z.string(),
});
export type CompendiumEntry = z.infer<typeof CompendiumEntry>;
export const CompendiumResponse = z.object({ entries: z.array(CompendiumEntry) });
export type CompendiumResponse = z.infer<typeof CompendiumResponse>;

/** The photos in their new order: the same paths, each once. */
export const AdminExercisePhotoOrder = z.object({
  paths: z.array(z.string('invalidValue').max(300, 'invalidValue')).max(MAX_EXERCISE_PHOTOS, 'invalidValue'),
});
export type AdminExercisePhotoOrder = z.infer<typeof AdminExercisePhotoOrder>;

export const AdminExercisePhotoParams = AdminCatalogueIdParams.extend({
  index: z.coerce.number('invalidValue').int('invalidValue').min(0, 'invalidValue').max(100, 'invalidValue'),
});
export type AdminExercisePhotoParams = z.infer<typeof AdminExercisePhotoParams>;

// ---- E-books ---------------------------------------------------------------------------------------

export const AdminEbooksQuery = z.object({ q: SearchText, page: Page });
export type AdminEbooksQuery = z.infer<typeof AdminEbooksQuery>;

const Minor = z
  .number('invalidValue')
  .int('invalidValue')
  .min(0, 'invalidValue')
  .max(100_000_000, 'invalidValue');

export const AdminEbookPrice = z
  .object({ regularMinor: Minor, finalMinor: Minor })
  .refine((price) => price.finalMinor <= price.regularMinor, {
    message: 'adminCataloguePriceAboveRegular',
    path: ['finalMinor'],
  });
export type AdminEbookPrice = z.infer<typeof AdminEbookPrice>;

export const AdminEbookPrices = z.object(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, AdminEbookPrice])) as Record<
    (typeof CURRENCIES)[number],
    typeof AdminEbookPrice
  >,
);
export type AdminEbookPrices = z.infer<typeof AdminEbookPrices>;

export const AdminEbookFile = z.object({ present: z.boolean(), pages: z.number().int() });
export const AdminEbookFiles = z.object({ pl: AdminEbookFile, de: AdminEbookFile, en: AdminEbookFile });

export const AdminEbookSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  names: LocalizedName,
  /** The English cover's URL (each language has its own unless an admin uploaded one for all). */
  cover: z.string().nullable(),
  prices: AdminEbookPrices.nullable(),
});
export type AdminEbookSummary = z.infer<typeof AdminEbookSummary>;
export const AdminEbooksResponse = pageOf(AdminEbookSummary);
export type AdminEbooksResponse = z.infer<typeof AdminEbooksResponse>;

export const AdminEbookDetail = AdminEbookSummary.extend({
  descriptions: LocalizedDescription,
  files: AdminEbookFiles,
});
export type AdminEbookDetail = z.infer<typeof AdminEbookDetail>;

export const AdminEbookChange = z.object({
  names: LocalizedName,
  descriptions: LocalizedDescription,
  prices: AdminEbookPrices,
});
export type AdminEbookChange = z.infer<typeof AdminEbookChange>;

export const AdminEbookFileParams = AdminCatalogueIdParams.extend({
  locale: z.enum(LOCALES, { error: 'invalidValue' }),
});
export type AdminEbookFileParams = z.infer<typeof AdminEbookFileParams>;
