import type { Kysely } from 'kysely';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { articleJsonLd } from '../../../../core/seo/structured-data';
import { NotFoundError } from '../../../errors';
import type { MainEntityLookup } from '../../../http/detail-meta';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { keyedDetailMeta } from '../kit/keyed-detail-meta';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { createArticlesRepo } from './articles.repo';
import { createArticlesService, type ArticlesService } from './articles.service';

export function createArticlesCatalogue(db: Kysely<DB>, search: SearchProvider) {
  return createArticlesService(createArticlesRepo(db, search));
}

/** An article page's schema.org `Article`: headline, author (one of our users), dates, language. */
export function articleMainEntity(articles: Pick<ArticlesService, 'detail'>): MainEntityLookup {
  return async (id, locale, page) => {
    let article;
    try {
      article = await articles.detail(id, locale);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
    return articleJsonLd({
      url: page.url,
      headline: article.name,
      description: article.description,
      image: page.image,
      author: article.writer?.fullname ?? 'Nutrio',
      published: article.created_at,
      locale,
      publisher: 'Nutrio',
    });
  };
}

/** Markdown to the words a search should find (no markup). */
const plainText = (markdown: string) => markdown.replace(/[#*_>`]+/g, ' ').replace(/\s+/g, ' ');

export function articlesDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'article',
    sourceTables: ['articles', 'article_categories'],
    // The title, then the teaser, the category and the body in the visitor's language.
    async documents() {
      const [rows, categories] = await Promise.all([
        db.selectFrom('articles').selectAll().where('draft', '=', 0).execute(),
        db.selectFrom('article_categories').selectAll().execute(),
      ]);
      const byKey = new Map(categories.map((category) => [category.key, category]));
      return rows.flatMap((row) =>
        LOCALES.map((locale) => ({
          entityType: 'article',
          entityId: row.id,
          locale,
          name: row[`name_${locale}`],
          body: [
            row[`description_${locale}`],
            byKey.get(row.category)?.[`name_${locale}`] ?? '',
            plainText(row[`body_${locale}`]),
          ].join(' '),
        })),
      );
    },
    listPage: 'blog',
    detailPage: 'blogArticle',
    sitemap: sluggedTableSitemap(db, 'articles', 'draft'),
    detailMeta: keyedDetailMeta(db, 'articles', (key) => `/media/articles/${key}.svg`, 'draft'),
  };
}
