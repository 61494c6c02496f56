import { sql, type RawBuilder } from 'kysely';
import { isLocale } from '../../../core/i18n/locales';
import { foldText, matchTerms, searchTerms } from '../../../core/text/fold';

export interface SearchDocument {
  entityType: string;
  entityId: number;
  locale: string;
  name: string;
  body: string;
}

export interface SearchQuery {
  entityType: string;
  locale: string;
  text: string;
  limit?: number;
  offset?: number;
}

export interface SearchHit {
  entityId: number;
  score: number;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
}

/** The best hits of several entity types for one text (the site search's groups). */
export interface TopHitsQuery {
  entityTypes: readonly string[];
  locale: string;
  text: string;
  /** Hits per type. */
  limit: number;
  /**
   * Per type, a subquery selecting the ids that may be found (`SELECT id FROM …`): the others are left out
   * before ranking, so a type still gets its `limit` best hits (the site search's public specialists).
   */
  only?: Readonly<Record<string, RawBuilder<unknown>>>;
}

export interface TypedHit extends SearchHit {
  entityType: string;
}

/**
 * Full-text search over folded text with prefix matching; a match in the name ranks above a match in
 * the body. Each database has its own implementation; the fold is shared.
 */
export interface SearchProvider {
  upsert(documents: SearchDocument[]): Promise<void>;
  remove(entityType: string, entityIds: number[]): Promise<void>;
  /** Drops every document of a type (before a full reindex). */
  removeType(entityType: string): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  /**
   * The same match as a subquery selecting `entity_id`, for `WHERE id IN (…)` inside a catalogue query,
   * so filters, counts and sorts run in one statement; null when the text holds no search terms.
   */
  matchingIds(query: Omit<SearchQuery, 'limit' | 'offset'>): RawBuilder<{ entity_id: number }> | null;
  /**
   * One page of `matchingIds` in entity id order, as a subquery: the index yields the matches in that order,
   * so a catalogue's newest-first page reads its page, not every match and a sort of them.
   */
  matchingIdsPage(
    query: Omit<SearchQuery, 'limit' | 'offset'>,
    page: { descending: boolean; limit: number; offset: number },
  ): RawBuilder<{ entity_id: number }> | null;
  /**
   * Each type's `limit` best hits, best first within a type (names beginning with the text's first word, then
   * by score), in one statement: the text is matched once for all types (the costly part), where one query
   * per type would match it again for each.
   */
  topPerType(query: TopHitsQuery): Promise<TypedHit[]>;
  /**
   * After a bulk load: brings the index to its most compact form (SQLite's FTS5 merges its segments, which
   * many small writes leave behind and every match then reads); PostgreSQL keeps its index itself.
   */
  optimize(): Promise<void>;
}

/**
 * 1 where the name (folded) begins with the query's first word, else 0: a site search ranks "Chicken breast"
 * above "Pasta with chicken broth" for "chicken" before the engine's score decides.
 */
export function nameStartsWithFirstTerm(text: string) {
  const first = matchTerms(text)[0]?.term ?? '';
  // Terms hold letters and digits only: nothing in them is a LIKE wildcard.
  return sql<number>`(CASE WHEN d.name LIKE ${`${first}%`} THEN 1 ELSE 0 END)`;
}

/** The `WHERE` conditions of a `TopHitsQuery` on `search_documents d` beyond the text match. */
export function topHitsConditions({ entityTypes, locale, only = {} }: TopHitsQuery) {
  return sql.join(
    [
      sql`d.locale = ${locale}`,
      sql`d.entity_type IN (${sql.join(entityTypes.map((type) => sql`${type}`))})`,
      ...Object.entries(only).map(
        ([type, ids]) => sql`(d.entity_type <> ${type} OR d.entity_id IN (${ids}))`,
      ),
    ],
    sql` AND `,
  );
}

/**
 * Every entity type the search index holds. Append only: the SQLite index numbers its rows by the position of
 * the type here (fts5-search.ts), so a type never moves.
 */
export const SEARCH_ENTITY_TYPES = [
  'food',
  'recipe',
  'exercise',
  'ebook',
  'article',
  'diet_template',
  'specialist',
  'company',
] as const;

/** The position of an indexed entity type; an unknown one is a programming error. */
export function searchEntityTypeIndex(entityType: string): number {
  const index = (SEARCH_ENTITY_TYPES as readonly string[]).indexOf(entityType);
  if (index < 0) throw new Error(`search index: unknown entity type "${entityType}"`);
  return index;
}

/** The stored row of a document: the same fold for every provider, applied here so no caller can skip it. */
export function searchRow(document: SearchDocument) {
  searchEntityTypeIndex(document.entityType);
  if (!isLocale(document.locale)) throw new Error(`search index: unknown language "${document.locale}"`);
  return {
    entity_type: document.entityType,
    entity_id: document.entityId,
    locale: document.locale,
    name: foldText(document.name),
    body: foldText(document.body),
  };
}

export const SEARCH_KEY = ['entity_type', 'entity_id', 'locale'] as const;

export { matchTerms, searchTerms };

/**
 * Where one entity type's documents come from (a catalogue says so): the tables whose change makes them
 * stale, and how to build them all. The reference importer reindexes a type when one of its tables changed.
 */
export interface SearchIndexSource {
  entityType: string;
  sourceTables: readonly string[];
  documents(): Promise<SearchDocument[]>;
}

/** A search index and what fills it, as the importer takes it. */
export interface SearchIndexing {
  provider: SearchProvider;
  sources: readonly SearchIndexSource[];
}

/** Replaces all documents of a type with `documents`. */
export async function reindex(
  provider: SearchProvider,
  entityType: string,
  documents: SearchDocument[],
): Promise<void> {
  await provider.removeType(entityType);
  await provider.upsert(documents);
  await provider.optimize();
}
