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

/**
 * The name is weight A and the body weight B of one generated tsvector; ts_rank's default weights
 * (A 1.0, B 0.4) rank a name match above a body match. Prefixes come from `term:*` queries.
 */
export async function createPostgresSearchSchema(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE search_documents ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', body), 'B')
    ) STORED`.execute(db);
  await sql`CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv)`.execute(db);
}

function prefixQuery(text: string) {
  const terms = matchTerms(text);
  return terms.length
    ? sql`to_tsquery('simple', ${terms.map(({ term, prefix }) => `${term}${prefix ? ':*' : ''}`).join(' & ')})`
    : null;
}

export function createPostgresSearchProvider(db: Kysely<DB>): SearchProvider {
  return {
    async upsert(documents) {
      // Chunks keep each statement under PostgreSQL's 65,535 bind parameters.
      for (let start = 0; start < documents.length; start += 2000) {
        await db
          .insertInto('search_documents')
          .values(documents.slice(start, start + 2000).map(searchRow))
          .onConflict((oc) =>
            oc
              .columns([...SEARCH_KEY])
              .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), body: eb.ref('excluded.body') })),
          )
          .execute();
      }
    },

    async remove(entityType, entityIds) {
      if (entityIds.length === 0) return;
      await db
        .deleteFrom('search_documents')
        .where('entity_type', '=', entityType)
        .where('entity_id', 'in', entityIds)
        .execute();
    },

    async removeType(entityType) {
      await db.deleteFrom('search_documents').where('entity_type', '=', entityType).execute();
    },

    matchingIds({ entityType, locale, text }) {
      const tsquery = prefixQuery(text);
      if (!tsquery) return null;
      return sql<{ entity_id: number }>`SELECT d.entity_id FROM search_documents d
        WHERE d.tsv @@ ${tsquery} AND d.entity_type = ${entityType} AND d.locale = ${locale}`;
    },

    matchingIdsPage({ entityType, locale, text }, { descending, limit, offset }) {
      const tsquery = prefixQuery(text);
      if (!tsquery) return null;
      return sql<{ entity_id: number }>`SELECT d.entity_id FROM search_documents d
        WHERE d.tsv @@ ${tsquery} AND d.entity_type = ${entityType} AND d.locale = ${locale}
        ORDER BY d.entity_id ${sql.raw(descending ? 'DESC' : 'ASC')} LIMIT ${limit} OFFSET ${offset}`;
    },

    async search({ entityType, locale, text, limit = 20, offset = 0 }): Promise<SearchResult> {
      const tsquery = prefixQuery(text);
      if (!tsquery) return { hits: [], total: 0 };
      // The query inline in WHERE (not a FROM item) lets the planner use the GIN index.
      const filtered = sql`search_documents d
        WHERE d.tsv @@ ${tsquery} AND d.entity_type = ${entityType} AND d.locale = ${locale}`;
      const hits = await sql<{ entityId: number; score: number }>`
        SELECT d.entity_id AS "entityId", ts_rank(d.tsv, ${tsquery}) AS score
        FROM ${filtered} ORDER BY score DESC, d.entity_id ASC LIMIT ${limit} OFFSET ${offset}`.execute(db);
      const count = await sql<{ total: number }>`SELECT count(*) AS total FROM ${filtered}`.execute(db);
      return {
        hits: hits.rows.map((h) => ({ ...h, score: Number(h.score) })),
        total: Number(count.rows[0]?.total ?? 0),
      };
    },

    async optimize() {
      // The GIN index needs nothing after a bulk load (autovacuum folds its pending list in).
    },

    async topPerType(query): Promise<TypedHit[]> {
      const tsquery = prefixQuery(query.text);
      if (!tsquery || query.entityTypes.length === 0) return [];
      const ranked = await sql<TypedHit>`
        SELECT entity_type AS "entityType", entity_id AS "entityId", score FROM (
          SELECT entity_type, entity_id, score,
            row_number() OVER (PARTITION BY entity_type ORDER BY boost DESC, score DESC, entity_id ASC) AS n
          FROM (SELECT d.entity_type, d.entity_id, ts_rank(d.tsv, ${tsquery}) AS score,
              ${nameStartsWithFirstTerm(query.text)} AS boost
            FROM search_documents d WHERE d.tsv @@ ${tsquery} AND ${topHitsConditions(query)}) AS matched
        ) AS ranked WHERE n <= ${query.limit} ORDER BY entity_type, n`.execute(db);
      return ranked.rows.map((hit) => ({ ...hit, score: Number(hit.score) }));
    },
  };
}
