import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

export type Cell = string | number | null;
export type Row = Record<string, Cell>;

export interface SyncCounts {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

/** Tables whose rows the importer owns: a loosely typed view, since the sync works on any of them. */
type LooseDb = Record<string, Row>;

const INSERT_BATCH = 200;

export function emptyCounts(): SyncCounts {
  return { inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
}

export function addCounts(a: SyncCounts, b: SyncCounts): SyncCounts {
  return {
    inserted: a.inserted + b.inserted,
    updated: a.updated + b.updated,
    deleted: a.deleted + b.deleted,
    unchanged: a.unchanged + b.unchanged,
  };
}

export function changes(counts: SyncCounts): number {
  return counts.inserted + counts.updated + counts.deleted;
}

const keyOf = (row: Row, key: readonly string[]) => key.map((k) => String(row[k])).join('\u0000');

function sameCell(a: Cell | undefined, b: Cell): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === null) return false;
  return typeof b === 'number' ? Number(a) === b : String(a) === b;
}

/**
 * Makes `table` hold exactly `rows` (within `scope`, when given): inserts what is new, updates what
 * changed, deletes what is gone, and leaves equal rows untouched, so a second run changes nothing.
 */
export async function syncTable(
  trx: Transaction<DB> | Kysely<DB>,
  table: keyof DB,
  key: readonly string[],
  rows: Row[],
  options: {
    hasId?: boolean;
    onProgress?: (done: number) => void;
    /** Only the rows with these values are this sync's (e.g. one product type of a shared table). */
    scope?: Row;
    /** Only the rows where this column is set are this sync's (imported rows have a key; people's have none). */
    keyedBy?: string;
    /** Columns written when a row is inserted and never compared or updated (e.g. created_at). */
    insertOnly?: Row;
    /**
     * What an admin has changed stays (issue 24): with `edited`, a row whose `edited_at` is set is neither
     * updated nor deleted; with `parents`, the rows of those parents (an edited recipe's ingredients, an edited
     * e-book's prices) are left as they are and the import's rows for them are not written.
     */
    keep?: { edited?: boolean; parents?: { column: string; ids: ReadonlySet<number> } };
  } = {},
): Promise<SyncCounts> {
  const db = trx as unknown as Kysely<LooseDb>;
  const hasId = options.hasId ?? true;
  let owned = db.selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(options.scope ?? {})) owned = owned.where(column, '=', value);
  if (options.keyedBy) owned = owned.where(options.keyedBy, 'is not', null);
  const existing = new Map((await owned.execute()).map((row) => [keyOf(row, key), row]));
  const counts = emptyCounts();
  const toInsert: Row[] = [];
  const seen = new Set<string>();
  let done = 0;
  const parents = options.keep?.parents;
  const kept = (row: Row | undefined) =>
    !!row &&
    ((options.keep?.edited === true && row.edited_at != null) ||
      (parents !== undefined && parents.ids.has(Number(row[parents.column]))));

  for (const row of rows) {
    const k = keyOf(row, key);
    if (seen.has(k)) throw new Error(`${table}: duplicate key ${k.split('\u0000').join(' / ')}`);
    seen.add(k);
    const current = existing.get(k);
    if (kept(current) || kept(row)) {
      counts.unchanged++;
      options.onProgress?.(++done);
      continue;
    }
    if (!current) {
      toInsert.push({ ...row, ...options.insertOnly });
      continue;
    }
    const changed = Object.keys(row).filter((column) => !sameCell(current[column], row[column] ?? null));
    if (changed.length === 0) {
      counts.unchanged++;
    } else {
      const patch = Object.fromEntries(changed.map((column) => [column, row[column] ?? null]));
      let update = db.updateTable(table).set(patch);
      if (hasId) update = update.where('id', '=', current.id ?? null);
      else for (const column of key) update = update.where(column, '=', current[column] ?? null);
      await update.execute();
      counts.updated++;
    }
    options.onProgress?.(++done);
  }

  for (let start = 0; start < toInsert.length; start += INSERT_BATCH) {
    const batch = toInsert.slice(start, start + INSERT_BATCH);
    await db.insertInto(table).values(batch).execute();
    counts.inserted += batch.length;
    done += batch.length;
    options.onProgress?.(done);
  }

  const gone = [...existing.entries()].filter(([k, row]) => !seen.has(k) && !kept(row)).map(([, row]) => row);
  for (const row of gone) {
    let remove = db.deleteFrom(table);
    if (hasId) remove = remove.where('id', '=', row.id ?? null);
    else for (const column of key) remove = remove.where(column, '=', row[column] ?? null);
    await remove.execute();
    counts.deleted++;
  }
  return counts;
}

/** Id by natural key, after a sync. */
export async function idsByKey(
  trx: Transaction<DB> | Kysely<DB>,
  table: keyof DB,
  column: string,
): Promise<Map<string, number>> {
  const db = trx as unknown as Kysely<LooseDb>;
  const rows = await db.selectFrom(table).select(['id', column]).execute();
  return new Map(rows.map((row) => [String(row[column]), Number(row.id)]));
}

/** Ids of the rows an admin has changed (issue 24): their child rows stay as the admin left them. */
export async function editedIds(
  trx: Transaction<DB> | Kysely<DB>,
  table: 'recipes' | 'ebooks' | 'diet_templates' | 'pro_packages',
): Promise<Set<number>> {
  const rows = await trx.selectFrom(table).select('id').where('edited_at', 'is not', null).execute();
  return new Set(rows.map((row) => Number(row.id)));
}
