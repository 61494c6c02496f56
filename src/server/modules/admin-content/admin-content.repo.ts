import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { AdminArticlesQuery } from '../../../core/contracts/admin-content';
import type { Locale } from '../../../core/i18n/locales';
import type { ArticlesTable, DB, ProPackagesTable, ProductPricesTable } from '../../db/schema';

export type ArticleRow = Selectable<ArticlesTable>;
export type PackageRow = Selectable<ProPackagesTable>;
export type PriceRow = Selectable<ProductPricesTable>;
export type Db = Kysely<DB>;

/** `%text%` for LIKE, with the wildcards and the escape character in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Articles (drafts too) and professional packages with their prices, as admins edit them (issue 24 A2). */
export function createAdminContentRepo(db: Db) {
  const filteredArticles = (filter: Pick<AdminArticlesQuery, 'q' | 'status'>) => {
    let query = db.selectFrom('articles');
    const q = filter.q?.trim();
    if (q) {
      const pattern = containsPattern(q);
      // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII letters.
      query = query.where((eb) =>
        eb.or(
          (['key', 'name_en', 'name_pl', 'name_de'] as const).map((column) =>
            eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
          ),
        ),
      );
    }
    if (filter.status) query = query.where('draft', '=', filter.status === 'draft' ? 1 : 0);
    return query;
  };

  return {
    articlePage: (filter: AdminArticlesQuery, offset: number, limit: number) =>
      filteredArticles(filter)
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    async articleCount(filter: AdminArticlesQuery): Promise<number> {
      const row = await filteredArticles(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    categories: () => db.selectFrom('article_categories').selectAll().orderBy('id').execute(),
    article: (trx: Db, id: number) =>
      trx.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Another article that uses `slug` in `locale`. */
    slugOwner: (trx: Db, locale: Locale, slug: string, exceptId: number | null) => {
      let query = trx.selectFrom('articles').select('id').where(`slug_${locale}`, '=', slug);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst();
    },
    keyTaken: async (trx: Db, key: string) =>
      (await trx.selectFrom('articles').select('id').where('key', '=', key).executeTakeFirst()) !== undefined,
    insertArticle: async (trx: Db, row: Insertable<ArticlesTable>) =>
      (
        await trx
          .insertInto('articles')
          .values({ ...row, edited_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateArticle: (trx: Db, id: number, change: Updateable<ArticlesTable>) =>
      trx
        .updateTable('articles')
        .set({ ...change, edited_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute(),

    packages: () => db.selectFrom('pro_packages').selectAll().orderBy('position').orderBy('id').execute(),
    package: (trx: Db, id: number) =>
      trx.selectFrom('pro_packages').selectAll().where('id', '=', id).executeTakeFirst(),
    prices: (trx: Db, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([] as PriceRow[])
        : trx
            .selectFrom('product_prices')
            .selectAll()
            .where('product_type', '=', 'pro_package')
            .where('product_id', 'in', ids)
            .orderBy('currency')
            .execute(),
    updatePackage: (trx: Db, id: number, change: Updateable<ProPackagesTable>) =>
      trx
        .updateTable('pro_packages')
        .set({ ...change, edited_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute(),
    /** Makes the package's prices exactly `prices` (a currency left out is no longer offered). */
    async replacePrices(trx: Db, id: number, prices: Array<Omit<PriceRow, 'product_type' | 'product_id'>>) {
      await trx
        .deleteFrom('product_prices')
        .where('product_type', '=', 'pro_package')
        .where('product_id', '=', id)
        .execute();
      await trx
        .insertInto('product_prices')
        .values(prices.map((price) => ({ ...price, product_type: 'pro_package', product_id: id })))
        .execute();
    },
  };
}

export type AdminContentRepo = ReturnType<typeof createAdminContentRepo>;
