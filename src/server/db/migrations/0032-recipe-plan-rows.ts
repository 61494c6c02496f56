import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';
import type { NarrowCopy } from '../narrow-copies';

/**
 * The columns of every recipe the plan generator reads, in a narrow table of their own (issue 13 A5): on
 * PostgreSQL the generator's first load scanned the recipes' wide rows (663 MB at 100,000 recipes) for 6
 * columns and took 300 ms; the copy is about 15 MB.
 */
export const RECIPE_PLAN_ROWS: NarrowCopy = {
  source: 'recipes',
  copy: 'recipe_plan_rows',
  columns: [
    { name: 'portions', type: 'integer' },
    { name: 'diet_type', type: 'text' },
    { name: 'occasions', type: 'text' },
    { name: 'allergens', type: 'text' },
    { name: 'may_contain_allergens', type: 'text' },
    { name: 'plan_ingredients', type: 'text' },
  ],
};

export function recipePlanRowsMigration(adapter: DialectAdapter): Migration {
  return {
    up: (db: Kysely<unknown>) => adapter.addNarrowCopy(db, RECIPE_PLAN_ROWS),
    down: (db: Kysely<unknown>) => adapter.dropNarrowCopy(db, RECIPE_PLAN_ROWS),
  };
}
