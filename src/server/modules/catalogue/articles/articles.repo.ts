import type { Kysely } from 'kysely';
import type { Locale } from '../../../../core/i18n/locales';
import { CATALOGUE_COUNTER, changeRevision } from '../../../db/change-counters';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { textCondition, type PageWindow } from '../kit/query';

export interface ArticleFilters {
  text: string;
  category: string | null;
}

/** The blog's SQL: articles with their author's name, the newest first. */
export function createArticlesRepo(db: Kysely<DB>, search: SearchProvider) {
  const withAuthor = () =>
    db
      .selectFrom('articles')
      .leftJoin('users as u', 'u.id', 'articles.author_id')
      // A draft (issue 24 A2) is for admins only.
      .where('articles.draft', '=', 0)
      .selectAll('articles')
      .select([
        'u.first_name as author_first_name',
        'u.last_name as author_last_name',
        'u.email as author_email',
      ]);

  function filtered(filters: ArticleFilters, locale: Locale) {
    const matches = textCondition(search, 'article', locale, filters.text, 'articles.id');
    let query = withAuthor();
    if (matches) query = query.where(matches);
    if (filters.category) query = query.where('articles.category', '=', filters.category);
    return query;
  }

  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
    categories: () => db.selectFrom('article_categories').selectAll().orderBy('id').execute(),
    async count(filters: ArticleFilters, locale: Locale): Promise<number> {
      const matches = textCondition(search, 'article', locale, filters.text);
      let query = db.selectFrom('articles').where('draft', '=', 0);
      if (matches) query = query.where(matches);
      if (filters.category) query = query.where('category', '=', filters.category);
      const { total } = await query
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
    page: (filters: ArticleFilters, locale: Locale, window: PageWindow) =>
      filtered(filters, locale)
        .orderBy('articles.published_at', 'desc')
        .orderBy('articles.id', 'desc')
        .limit(window.perPage)
        .offset(window.offset)
        .execute(),
    findById: (id: number) => withAuthor().where('articles.id', '=', id).executeTakeFirst(),
  };
}

export type ArticlesRepo = ReturnType<typeof createArticlesRepo>;
export type ArticleRow = NonNullable<Awaited<ReturnType<ArticlesRepo['findById']>>>;
