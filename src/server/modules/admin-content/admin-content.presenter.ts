import type {
  AdminArticle,
  AdminArticleSummary,
  AdminPackage,
  ArticleCategoryOption,
  ArticleStatus,
} from '../../../core/contracts/admin-content';
import type { Currency } from '../../../core/contracts/basket';
import type { ArticleRow, PackageRow, PriceRow } from './admin-content.repo';

const status = (row: ArticleRow): ArticleStatus => (row.draft ? 'draft' : 'published');

export function presentArticleSummary(row: ArticleRow): AdminArticleSummary {
  return {
    id: row.id,
    key: row.key,
    category: row.category,
    status: status(row),
    publishedAt: row.published_at,
    titles: { pl: row.name_pl, de: row.name_de, en: row.name_en },
    updatedAt: String(row.updated_at),
  };
}

const articleLanguage = (row: ArticleRow, locale: 'pl' | 'de' | 'en') => ({
  title: row[`name_${locale}`],
  slug: row[`slug_${locale}`],
  description: row[`description_${locale}`],
  body: row[`body_${locale}`],
});

export function presentArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    key: row.key,
    category: row.category,
    status: status(row),
    publishedAt: row.published_at,
    languages: {
      pl: articleLanguage(row, 'pl'),
      de: articleLanguage(row, 'de'),
      en: articleLanguage(row, 'en'),
    },
    updatedAt: String(row.updated_at),
  };
}

export function presentCategory(row: {
  key: string;
  name_pl: string;
  name_de: string;
  name_en: string;
}): ArticleCategoryOption {
  return { key: row.key, names: { pl: row.name_pl, de: row.name_de, en: row.name_en } };
}

const packageLanguage = (row: PackageRow, locale: 'pl' | 'de' | 'en') => ({
  name: row[`name_${locale}`],
  timeFeature: row[`time_feature_${locale}`],
  description: row[`description_${locale}`],
});

export function presentPackage(row: PackageRow, prices: PriceRow[]): AdminPackage {
  return {
    id: row.id,
    key: row.key,
    durationDays: row.duration_days,
    seats: row.seats,
    position: row.position,
    languages: {
      pl: packageLanguage(row, 'pl'),
      de: packageLanguage(row, 'de'),
      en: packageLanguage(row, 'en'),
    },
    prices: prices
      .filter((price) => price.product_id === row.id)
      .map((price) => ({
        currency: price.currency as Currency,
        regularMinor: Number(price.regular_minor),
        finalMinor: Number(price.final_minor),
      })),
    updatedAt: String(row.updated_at),
  };
}
