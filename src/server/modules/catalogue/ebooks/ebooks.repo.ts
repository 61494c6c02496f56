import { sql, type Kysely } from 'kysely';
import type { EbookSort } from '../../../../core/contracts/ebook-options';
import type { Locale } from '../../../../core/i18n/locales';
import { CATALOGUE_COUNTER, changeRevision } from '../../../db/change-counters';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { jsonArrayHasAny, textCondition, type PageWindow } from '../kit/query';

export interface EbookFilters {
  text: string;
  category: string | null;
  tags: string[];
}

/** The e-book shop's SQL; prices come from `product_prices` in the page's currency. */
export function createEbooksRepo(db: Kysely<DB>, search: SearchProvider) {
  function filtered(filters: EbookFilters, locale: Locale) {
    const matches = textCondition(search, 'ebook', locale, filters.text, 'ebooks.id');
    let query = db.selectFrom('ebooks');
    if (matches) query = query.where(matches);
    if (filters.category) query = query.where('category', '=', filters.category);
    if (filters.tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 'tags', filters.tags));
    return query;
  }

  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
    labels: (kind: 'category' | 'tag') =>
      db.selectFrom('ebook_labels').selectAll().where('kind', '=', kind).orderBy('id').execute(),
    async count(filters: EbookFilters, locale: Locale): Promise<number> {
      const { total } = await filtered(filters, locale)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
    /** A page of e-books with their price in `currency` (price sorts by the final price; discount by percent). */
    page(filters: EbookFilters, locale: Locale, currency: string, sort: EbookSort, window: PageWindow) {
      const query = filtered(filters, locale)
        .leftJoin('product_prices as p', (join) =>
          join
            .onRef('p.product_id', '=', 'ebooks.id')
            .on('p.product_type', '=', 'ebook')
            .on('p.currency', '=', currency),
        )
        .selectAll('ebooks')
        .select(['p.regular_minor', 'p.final_minor', 'p.currency']);
      const discount = sql`CASE WHEN p.regular_minor > 0 THEN (p.regular_minor - p.final_minor) * 1.0 / p.regular_minor ELSE 0 END`;
      const sorted = (() => {
        switch (sort) {
          case 'id_asc':
            return query.orderBy('ebooks.id', 'asc');
          case 'name_asc':
            return query.orderBy(`ebooks.sort_key_${locale}`, 'asc').orderBy('ebooks.id', 'asc');
          case 'name_desc':
            return query.orderBy(`ebooks.sort_key_${locale}`, 'desc').orderBy('ebooks.id', 'desc');
          case 'price_asc':
            return query.orderBy('p.final_minor', 'asc').orderBy('ebooks.id', 'asc');
          case 'price_desc':
            return query.orderBy('p.final_minor', 'desc').orderBy('ebooks.id', 'desc');
          case 'discount':
            return query.orderBy(discount, 'desc').orderBy('ebooks.id', 'desc');
          default:
            return query.orderBy('ebooks.id', 'desc');
        }
      })();
      return sorted.limit(window.perPage).offset(window.offset).execute();
    },
    /** One e-book with its price in `currency`. */
    findById: (id: number, currency: string) =>
      db
        .selectFrom('ebooks')
        .leftJoin('product_prices as p', (join) =>
          join
            .onRef('p.product_id', '=', 'ebooks.id')
            .on('p.product_type', '=', 'ebook')
            .on('p.currency', '=', currency),
        )
        .selectAll('ebooks')
        .select(['p.regular_minor', 'p.final_minor', 'p.currency'])
        .where('ebooks.id', '=', id)
        .executeTakeFirst(),
    hasAccess: async (userId: number, ebookId: number) =>
      (await db
        .selectFrom('ebook_access')
        .select('ebook_id')
        .where('user_id', '=', userId)
        .where('ebook_id', '=', ebookId)
        .executeTakeFirst()) !== undefined,
  };
}

export type EbooksRepo = ReturnType<typeof createEbooksRepo>;
export type EbookRow = NonNullable<Awaited<ReturnType<EbooksRepo['findById']>>>;
