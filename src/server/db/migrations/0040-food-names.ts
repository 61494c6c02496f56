import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';
import type { NarrowCopy } from '../narrow-copies';

/**
 * The foods' names in a narrow table of their own (issue 13 A1): a recipe card names its foods, and a food's
 * row carries 80 nutrient columns (about 1 KB), so the twelve cards of a search page read some 200 table pages
 * for their names — again after every write, when SQLite's readers drop the pages they had. The copy holds
 * about 27 foods a page.
 */
export const FOOD_NAMES: NarrowCopy = {
  source: 'foods',
  copy: 'food_names',
  columns: [
    { name: 'name_en', type: 'text' },
    { name: 'name_pl', type: 'text' },
    { name: 'name_de', type: 'text' },
  ],
};

export function foodNamesMigration(adapter: DialectAdapter): Migration {
  return {
    up: (db: Kysely<unknown>) => adapter.addNarrowCopy(db, FOOD_NAMES),
    down: (db: Kysely<unknown>) => adapter.dropNarrowCopy(db, FOOD_NAMES),
  };
}
