import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Locale } from '../../../../core/i18n/locales';
import type { CatalogueSort } from '../../../../core/contracts/catalogue';
import type { SearchProvider } from '../../../db/search/search-provider';

const LIKE_SPECIAL = /[\\%_]/g;

/** `column` (a JSON array as text) holds any of `values`. */
export function jsonArrayHasAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: string,
  values: string[],
): Expression<SqlBool> {
  return eb.or(
    values.map((value) => {
      const pattern = `%${JSON.stringify(value).replace(LIKE_SPECIAL, (c) => `\\${c}`)}%`;
      return sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
    }),
  );
}

/**
 * The condition "this item's text matches", as a subquery of the search index, so the filters, count and
 * sort run in one statement; text without any search term matches nothing. Null when there is no text.
 */
export function textCondition(
  search: SearchProvider,
  entityType: string,
  locale: Locale,
  text: string,
  idColumn = 'id',
): Expression<SqlBool> | null {
  if (text === '') return null;
  const ids = search.matchingIds({ entityType, locale, text });
  return ids ? sql<SqlBool>`${sql.ref(idColumn)} IN (${ids})` : sql<SqlBool>`1 = 0`;
}

export function orderColumns(sort: CatalogueSort, locale: Locale): Array<[string, 'asc' | 'desc']> {
  switch (sort) {
    case 'id_asc':
      return [['id', 'asc']];
    case 'name_asc':
      return [
        [`sort_key_${locale}`, 'asc'],
        ['id', 'asc'],
      ];
    case 'name_desc':
      return [
        [`sort_key_${locale}`, 'desc'],
        ['id', 'desc'],
      ];
    default:
      return [['id', 'desc']];
  }
}

export interface PageWindow {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  offset: number;
}

/** CAT-34: the page is clamped to the last page (and at least 1). */
export function pageWindow(requested: number, perPage: number, total: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, requested), totalPages);
  return { page, perPage, total, totalPages, offset: (page - 1) * perPage };
}

export function pageResult<T>(items: T[], window: PageWindow) {
  return {
    items,
    total: window.total,
    perPage: window.perPage,
    page: window.page,
    totalPages: window.totalPages,
    hasMore: window.page < window.totalPages,
  };
}

/** Keeps only the values a filter group offers (unknown values match nothing and are dropped). */
export function known(values: string[], allowed: Iterable<string>): string[] {
  if (values.length === 0) return values;
  const set = new Set(allowed);
  return values.filter((value) => set.has(value));
}
