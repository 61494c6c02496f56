import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';
import { rebuildFts5Index } from '../search/fts5-search';

/**
 * SQLite's full-text index numbers its rows by scope (entity type and language) and entity id instead of by
 * `search_documents.id` (issue 13: a catalogue's search reads one row id range and nothing else). PostgreSQL's
 * index lives in `search_documents` itself: nothing to do there. Going down leaves the new numbering, which the
 * older code cannot read: restore a backup instead.
 */
export function searchScopesMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (adapter.name === 'sqlite') await rebuildFts5Index(db);
    },
  };
}
