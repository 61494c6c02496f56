import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';
import {
  SEARCH_KEY,
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

export async function createFts5Schema(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE search_fts USING fts5(name, body, tokenize = 'unicode61 remove_diacritics 0')`.execute(
    db,
  );
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
        for (const row of documents.map(searchRow)) {
          const { id } = await trx
            .insertInto('search_documents')
            .values(row)
            .onConflict((oc) => oc.columns([...SEARCH_KEY]).doUpdateSet({ name: row.name, body: row.body }))
            .returning('id')
            .executeTakeFirstOrThrow();
          await sql`DELETE FROM search_fts WHERE rowid = ${id}`.execute(trx);
          await sql`INSERT INTO search_fts (rowid, name, body) VALUES (${id}, ${row.name}, ${row.body})`.execute(
            trx,
          );
        }
      };
      // Inside a caller's transaction the writes join it; otherwise they get their own.
      await (db.isTransaction ? write(db) : db.transaction().execute(write));
    },

    async remove(entityType, entityIds) {
      if (entityIds.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('search_documents')
          .select('id')
          .where('entity_type', '=', entityType)
          .where('entity_id', 'in', entityIds)
          .execute();
        const ids = rows.map((row) => row.id);
        if (ids.length === 0) return;
        await sql`DELETE FROM search_fts WHERE rowid IN (${sql.join(ids)})`.execute(trx);
        await trx.deleteFrom('search_documents').where('id', 'in', ids).execute();
      });
    },

    async removeType(entityType) {
      await sql`DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_documents WHERE entity_type = ${entityType})`.execute(
        db,
      );
      await db.deleteFrom('search_documents').where('entity_type', '=', entityType).execute();
    },

    matchingIds({ entityType, locale, text }) {
      const match = matchExpression(text);
      if (!match) return null;
      return sql<{
        entity_id: number;
      }>`SELECT d.entity_id FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
        WHERE search_fts MATCH ${match} AND d.entity_type = ${entityType} AND d.locale = ${locale}`;
    },

    async search({ entityType, locale, text, limit = 20, offset = 0 }): Promise<SearchResult> {
      const match = matchExpression(text);
      if (!match) return { hits: [], total: 0 };
      const filtered = sql`search_fts JOIN search_documents d ON d.id = search_fts.rowid
        WHERE search_fts MATCH ${match} AND d.entity_type = ${entityType} AND d.locale = ${locale}`;
      const hits = await sql<{ entityId: number; score: number }>`
        SELECT d.entity_id AS "entityId", -bm25(search_fts, ${NAME_WEIGHT}, ${BODY_WEIGHT}) AS score
        FROM ${filtered} ORDER BY score DESC, d.entity_id ASC LIMIT ${limit} OFFSET ${offset}`.execute(db);
      const count = await sql<{ total: number }>`SELECT count(*) AS total FROM ${filtered}`.execute(db);
      return { hits: hits.rows, total: Number(count.rows[0]?.total ?? 0) };
    },

    async topPerType(query): Promise<TypedHit[]> {
      const match = matchExpression(query.text);
      if (!match || query.entityTypes.length === 0) return [];
      const ranked = await sql<TypedHit>`
        SELECT entity_type AS "entityType", entity_id AS "entityId", score FROM (
          SELECT entity_type, entity_id, score,
            row_number() OVER (PARTITION BY entity_type ORDER BY boost DESC, score DESC, entity_id ASC) AS n
          FROM (SELECT d.entity_type, d.entity_id, -bm25(search_fts, ${NAME_WEIGHT}, ${BODY_WEIGHT}) AS score,
              ${nameStartsWithFirstTerm(query.text)} AS boost
            FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
            WHERE search_fts MATCH ${match} AND ${topHitsConditions(query)}) AS matched
        ) AS ranked WHERE n <= ${query.limit} ORDER BY entity_type, n`.execute(db);
      return ranked.rows;
    },
  };
}
