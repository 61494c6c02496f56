import { sql, type Kysely } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DB } from '../schema';
import {
  SEARCH_ENTITY_TYPES,
  SEARCH_KEY,
  searchEntityTypeIndex,
  searchRow,
  matchTerms,
  nameStartsWithFirstTerm,
  topHitsConditions,
  type SearchProvider,
  type SearchResult,
  type TypedHit,
} from './search-provider';

/** Name matches weigh ten times body matches in bm25. */
const NAME_WEIGHT = 10;
const BODY_WEIGHT = 1;

/**
 * A document's row id in `search_fts` is its scope (entity type and language) times 2^32 plus its entity id,
 * so one scope's documents are one range of row ids, in entity id order. FTS5 narrows a match to a row id
 * range inside its own index: a search of one catalogue in one language reads neither the other scopes' hits
 * nor `search_documents` (at 100,000 recipes a typical word's page went from 3.6 to 0.5 ms, issue 13).
 */
const ENTITY_ID_SPAN = 2 ** 32;
/** Language slots per entity type (room for a fourth language). */
const LOCALE_SLOTS = 4;
if (LOCALES.length > LOCALE_SLOTS) throw new Error('search index: more languages than scope slots');

function localeIndex(locale: string): number {
  const index = (LOCALES as readonly string[]).indexOf(locale);
  if (index < 0) throw new Error(`search index: unknown language "${locale}"`);
  return index;
}

/** The scope number of an entity type in a language (≥ 1). */
export function searchScope(entityType: string, locale: string): number {
  return (searchEntityTypeIndex(entityType) + 1) * LOCALE_SLOTS + localeIndex(locale);
}

/** The `search_fts` row id of a document. */
export function searchRowid(entityType: string, locale: string, entityId: number): number {
  if (!Number.isInteger(entityId) || entityId < 0 || entityId >= ENTITY_ID_SPAN)
    throw new Error(`search index: entity id ${entityId} out of range`);
  return searchScope(entityType, locale) * ENTITY_ID_SPAN + entityId;
}

/** Integers inlined as literals: the bounds are constants of the statement, never user input. */
const int = (value: number) => sql.raw(String(value));
const scopeRange = (scope: number) =>
  sql`rowid BETWEEN ${int(scope * ENTITY_ID_SPAN)} AND ${int((scope + 1) * ENTITY_ID_SPAN - 1)}`;

export async function createFts5Schema(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE search_fts USING fts5(name, body, tokenize = 'unicode61 remove_diacritics 0')`.execute(
    db,
  );
}

/** Fills `search_fts` again from `search_documents`, each row under its scoped row id (migration 0039). */
export async function rebuildFts5Index(db: Kysely<unknown>): Promise<void> {
  const typeNumber = sql.raw(
    `CASE entity_type ${SEARCH_ENTITY_TYPES.map((type, i) => `WHEN '${type}' THEN ${i + 1}`).join(' ')} END`,
  );
  const localeNumber = sql.raw(`CASE locale ${LOCALES.map((l, i) => `WHEN '${l}' THEN ${i}`).join(' ')} END`);
  await sql`DELETE FROM search_fts`.execute(db);
  await sql`INSERT INTO search_fts (rowid, name, body)
    SELECT ((${typeNumber}) * ${int(LOCALE_SLOTS)} + ${localeNumber}) * ${int(ENTITY_ID_SPAN)} + entity_id, name, body
    FROM search_documents WHERE (${typeNumber}) IS NOT NULL AND (${localeNumber}) IS NOT NULL ORDER BY 1`.execute(
    db,
  );
  await sql`INSERT INTO search_fts (search_fts) VALUES ('optimize')`.execute(db);
}

/** Terms hold only letters and digits, so quoting them keeps FTS5 syntax out of user input. */
function matchExpression(text: string): string | null {
  const terms = matchTerms(text);
  return terms.length ? terms.map(({ term, prefix }) => `"${term}"${prefix ? '*' : ''}`).join(' ') : null;
}

export function createFts5SearchProvider(db: Kysely<DB>): SearchProvider {
  return {
    async upsert(documents) {
      if (documents.length === 0) return;
      const write = async (trx: Kysely<DB>) => {
        for (const document of documents) {
          const row = searchRow(document);
          const rowid = searchRowid(document.entityType, document.locale, document.entityId);
          await trx
            .insertInto('search_documents')
            .values(row)
            .onConflict((oc) => oc.columns([...SEARCH_KEY]).doUpdateSet({ name: row.name, body: row.body }))
            .execute();
          // Bound as BigInt, an SQL integer (a JS number binds as a real); one statement text for every row.
          await sql`DELETE FROM search_fts WHERE rowid = ${BigInt(rowid)}`.execute(trx);
          await sql`INSERT INTO search_fts (rowid, name, body) VALUES (${BigInt(rowid)}, ${row.name}, ${row.body})`.execute(
            trx,
          );
        }
      };
      // Inside a caller's transaction the writes join it; otherwise they get their own.
      await (db.isTransaction ? write(db) : db.transaction().execute(write));
    },

    async remove(entityType, entityIds) {
      if (entityIds.length === 0) return;
      const rowids = LOCALES.flatMap((locale) => entityIds.map((id) => searchRowid(entityType, locale, id)));
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rowids.length; start += 5000)
          await sql`DELETE FROM search_fts WHERE rowid IN (${sql.join(rowids.slice(start, start + 5000).map(BigInt))})`.execute(
            trx,
          );
        await trx
          .deleteFrom('search_documents')
          .where('entity_type', '=', entityType)
          .where('entity_id', 'in', entityIds)
          .execute();
      });
    },

    async removeType(entityType) {
      const first = searchScope(entityType, LOCALES[0]);
      await sql`DELETE FROM search_fts WHERE rowid BETWEEN ${int(first * ENTITY_ID_SPAN)} AND ${int((first + LOCALE_SLOTS) * ENTITY_ID_SPAN - 1)}`.execute(
        db,
      );
      await db.deleteFrom('search_documents').where('entity_type', '=', entityType).execute();
    },

    matchingIds({ entityType, locale, text }) {
      const match = matchExpression(text);
      if (!match) return null;
      const scope = searchScope(entityType, locale);
      return sql<{
        entity_id: number;
      }>`SELECT rowid - ${int(scope * ENTITY_ID_SPAN)} AS entity_id FROM search_fts WHERE search_fts MATCH ${match} AND ${scopeRange(scope)}`;
    },

    matchingIdsPage({ entityType, locale, text }, { descending, limit, offset }) {
      const match = matchExpression(text);
      if (!match) return null;
      const scope = searchScope(entityType, locale);
      return sql<{
        entity_id: number;
      }>`SELECT rowid - ${int(scope * ENTITY_ID_SPAN)} AS entity_id FROM search_fts WHERE search_fts MATCH ${match} AND ${scopeRange(scope)}
        ORDER BY rowid ${sql.raw(descending ? 'DESC' : 'ASC')} LIMIT ${limit} OFFSET ${offset}`;
    },

    async search({ entityType, locale, text, limit = 20, offset = 0 }): Promise<SearchResult> {
      const match = matchExpression(text);
      if (!match) return { hits: [], total: 0 };
      const scope = searchScope(entityType, locale);
      const filtered = sql`search_fts WHERE search_fts MATCH ${match} AND ${scopeRange(scope)}`;
      const hits = await sql<{ entityId: number; score: number }>`
        SELECT rowid - ${int(scope * ENTITY_ID_SPAN)} AS "entityId", -bm25(search_fts, ${NAME_WEIGHT}, ${BODY_WEIGHT}) AS score
        FROM ${filtered} ORDER BY score DESC, rowid ASC LIMIT ${limit} OFFSET ${offset}`.execute(db);
      const count = await sql<{ total: number }>`SELECT count(*) AS total FROM ${filtered}`.execute(db);
      return { hits: hits.rows, total: Number(count.rows[0]?.total ?? 0) };
    },

    async optimize() {
      await sql`INSERT INTO search_fts (search_fts) VALUES ('optimize')`.execute(db);
    },

    async topPerType(query): Promise<TypedHit[]> {
      const match = matchExpression(query.text);
      if (!match || query.entityTypes.length === 0) return [];
      const scopes = query.entityTypes.map((type) => searchScope(type, query.locale));
      // The scope's entity type and language back from the row id, as `search_documents d` would give them.
      const entityType = sql.raw(
        `CASE rowid / ${ENTITY_ID_SPAN} ${query.entityTypes.map((type, i) => `WHEN ${scopes[i]} THEN '${type}'`).join(' ')} END`,
      );
      const ranked = await sql<TypedHit>`
        SELECT entity_type AS "entityType", entity_id AS "entityId", score FROM (
          SELECT entity_type, entity_id, score,
            row_number() OVER (PARTITION BY entity_type ORDER BY boost DESC, score DESC, entity_id ASC) AS n
          FROM (SELECT d.entity_type, d.entity_id, d.score, ${nameStartsWithFirstTerm(query.text)} AS boost
            FROM (SELECT ${entityType} AS entity_type, rowid % ${int(ENTITY_ID_SPAN)} AS entity_id,
                ${query.locale} AS locale, name, -bm25(search_fts, ${NAME_WEIGHT}, ${BODY_WEIGHT}) AS score
              FROM search_fts WHERE search_fts MATCH ${match} AND rowid / ${int(ENTITY_ID_SPAN)} IN (${sql.join(scopes.map(int))})) AS d
            WHERE ${topHitsConditions(query)}) AS matched
        ) AS ranked WHERE n <= ${query.limit} ORDER BY entity_type, n`.execute(db);
      return ranked.rows;
    },
  };
}
