import { z } from 'zod';
import { CURRENCIES } from './basket';
import { pageOf } from './common';

/**
 * Articles and professional packages as admins edit them (issue 24 A2). Articles are written in Markdown in
 * pl, de and en side by side; the server turns Markdown into the same sanitized HTML the public page shows.
 */
export const ADMIN_ARTICLES_PER_PAGE = 20;
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
const EDIT_LOCALES = ['pl', 'de', 'en'] as const;

const page = z.coerce
  .number('invalidValue')
  .int('invalidValue')
  .min(1, 'invalidValue')
  .max(10_000, 'invalidValue')
  .default(1);

export const AdminArticlesQuery = z.object({
  /** Part of a title or key in any language. */
  q: z.string('invalidValue').trim().max(200, 'invalidValue').optional(),
  status: z.enum(ARTICLE_STATUSES, { error: 'invalidValue' }).optional(),
  page,
});
export type AdminArticlesQuery = z.infer<typeof AdminArticlesQuery>;

export const AdminIdParams = z.object({
  id: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .positive('invalidValue')
    .max(2_147_483_647, 'invalidValue'),
});

/** A slug as the public addresses use it: lowercase letters and digits joined by single dashes. */
export const ArticleSlug = z
  .string('invalidValue')
  .trim()
  .max(120, 'articleSlugInvalid')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'articleSlugInvalid');

export const ArticleLanguageInput = z.object({
  title: z.string('invalidValue').trim().min(3, 'articleTitleInvalid').max(200, 'articleTitleInvalid'),
  slug: ArticleSlug,
  description: z.string('invalidValue').trim().min(1, 'fieldRequired').max(400, 'invalidValue'),
  body: z.string('invalidValue').max(100_000, 'invalidValue'),
});
export type ArticleLanguageInput = z.infer<typeof ArticleLanguageInput>;

const day = z.string('invalidValue').regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid');

/** An article as an admin writes it (create and update): the key of an imported article never changes. */
export const AdminArticleInput = z.object({
  category: z.string('invalidValue').trim().min(1, 'fieldRequired').max(60, 'invalidValue'),
  publishedAt: day,
  status: z.enum(ARTICLE_STATUSES, { error: 'invalidValue' }),
  languages: z.object({ pl: ArticleLanguageInput, de: ArticleLanguageInput, en: ArticleLanguageInput }),
});
export type AdminArticleInput = z.infer<typeof AdminArticleInput>;

export const AdminArticleStatusRequest = z.object({
  status: z.enum(ARTICLE_STATUSES, { error: 'invalidValue' }),
});
export type AdminArticleStatusRequest = z.infer<typeof AdminArticleStatusRequest>;

export const AdminArticle = AdminArticleInput.extend({
  id: z.number().int(),
  /** The stable key (an imported article's file name): kept through every edit. */
  key: z.string(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof AdminArticle>;

export const AdminArticleSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  publishedAt: z.string(),
  titles: z.object({ pl: z.string(), de: z.string(), en: z.string() }),
  updatedAt: z.string(),
});
export type AdminArticleSummary = z.infer<typeof AdminArticleSummary>;

export const ArticleCategoryOption = z.object({
  key: z.string(),
  names: z.object({ pl: z.string(), de: z.string(), en: z.string() }),
});
export type ArticleCategoryOption = z.infer<typeof ArticleCategoryOption>;

export const AdminArticlesResponse = pageOf(AdminArticleSummary).extend({
  categories: z.array(ArticleCategoryOption),
});
export type AdminArticlesResponse = z.infer<typeof AdminArticlesResponse>;

export const ArticlePreviewRequest = z.object({
  markdown: z.string('invalidValue').max(100_000, 'invalidValue'),
});
export type ArticlePreviewRequest = z.infer<typeof ArticlePreviewRequest>;
export const ArticlePreviewResponse = z.object({ html: z.string() });
export type ArticlePreviewResponse = z.infer<typeof ArticlePreviewResponse>;

/** Professional packages: texts per language, duration, seats, position and a price in each currency. */
export const PackageLanguageInput = z.object({
  name: z.string('invalidValue').trim().min(2, 'invalidValue').max(120, 'invalidValue'),
  timeFeature: z.string('invalidValue').trim().min(1, 'fieldRequired').max(60, 'invalidValue'),
  description: z.string('invalidValue').trim().min(1, 'fieldRequired').max(1000, 'invalidValue'),
});
export type PackageLanguageInput = z.infer<typeof PackageLanguageInput>;

const minor = z
  .number('invalidValue')
  .int('invalidValue')
  .min(0, 'invalidValue')
  .max(100_000_000, 'invalidValue');

export const PackagePriceInput = z
  .object({
    currency: z.enum(CURRENCIES, { error: 'invalidValue' }),
    /** The price before a reduction, in minor units (cents, grosze), tax included. */
    regularMinor: minor,
    /** What the buyer pays, tax included; never above the regular price. */
    finalMinor: minor,
  })
  .refine((price) => price.finalMinor <= price.regularMinor, {
    path: ['finalMinor'],
    message: 'packagePriceInvalid',
  });
export type PackagePriceInput = z.infer<typeof PackagePriceInput>;

export const AdminPackageInput = z.object({
  durationDays: z.number('invalidValue').int('invalidValue').min(1, 'invalidValue').max(3660, 'invalidValue'),
  seats: z.number('invalidValue').int('invalidValue').min(1, 'invalidValue').max(1000, 'invalidValue'),
  position: z.number('invalidValue').int('invalidValue').min(0, 'invalidValue').max(1000, 'invalidValue'),
  languages: z.object({ pl: PackageLanguageInput, de: PackageLanguageInput, en: PackageLanguageInput }),
  prices: z
    .array(PackagePriceInput)
    .min(1, 'invalidValue')
    .max(CURRENCIES.length, 'invalidValue')
    .refine((prices) => new Set(prices.map((p) => p.currency)).size === prices.length, {
      message: 'invalidValue',
    }),
});
export type AdminPackageInput = z.infer<typeof AdminPackageInput>;

export const AdminPackage = AdminPackageInput.extend({
  id: z.number().int(),
  key: z.string(),
  updatedAt: z.string(),
});
export type AdminPackage = z.infer<typeof AdminPackage>;

export const AdminPackagesResponse = z.object({ packages: z.array(AdminPackage) });
export type AdminPackagesResponse = z.infer<typeof AdminPackagesResponse>;

export { EDIT_LOCALES as CONTENT_LOCALES };
