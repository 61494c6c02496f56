import { sql, type Kysely, type Migration } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../dialect';

/** Between a card food's id and name, and between foods (recipes.repo's cardFoodsOf reads them). */
const CARD_FOOD_PART = '\u001f';
const CARD_FOOD_SEPARATOR = '\u001e';

/** A recipe's card foods in one language: "id␟name␞id␟name…" in ingredient order, or NULL without ingredients. */
const foodsOf = (locale: string, recipeId: string) =>
  `(SELECT string_agg(ri.food_id || '${CARD_FOOD_PART}' || f.name_${locale}, '${CARD_FOOD_SEPARATOR}' ORDER BY ri.position)
    FROM recipe_ingredients ri JOIN food_names f ON f.id = ri.food_id WHERE ri.recipe_id = ${recipeId})`;

const COLUMNS = LOCALES.map((locale) => `foods_${locale}`).join(', ');

/** Writes the rows of the recipes named by `recipeIds` (a query of `recipe_id`s) from their ingredients. */
const insertFor = (recipeIds: string) => `INSERT INTO recipe_card_foods (recipe_id, ${COLUMNS})
    SELECT changed.recipe_id, ${LOCALES.map((locale) => foodsOf(locale, 'changed.recipe_id')).join(', ')}
    FROM (SELECT DISTINCT recipe_id FROM recipe_ingredients WHERE recipe_id IN (${recipeIds})) changed;`;
/** Writes them again (a trigger's body). */
const refresh = (recipeIds: string) =>
  `DELETE FROM recipe_card_foods WHERE recipe_id IN (${recipeIds}); ${insertFor(recipeIds)}`;

/** Where each trigger sits, and the recipes it refreshes: a query of `recipe_id`s, per database. */
const TRIGGERS: Array<{
  table: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  sqlite: string;
  /** PostgreSQL: a statement trigger's transition tables and the recipes named in them. */
  postgres: { referencing: string; recipeIds: string };
}> = [
  {
    table: 'recipe_ingredients',
    operation: 'INSERT',
    sqlite: 'NEW.recipe_id',
    postgres: { referencing: 'NEW TABLE AS new_rows', recipeIds: 'SELECT recipe_id FROM new_rows' },
  },
  {
    table: 'recipe_ingredients',
    operation: 'UPDATE',
    sqlite: 'OLD.recipe_id, NEW.recipe_id',
    postgres: {
      referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
      recipeIds: 'SELECT recipe_id FROM old_rows UNION SELECT recipe_id FROM new_rows',
    },
  },
  {
    table: 'recipe_ingredients',
    operation: 'DELETE',
    sqlite: 'OLD.recipe_id',
    postgres: { referencing: 'OLD TABLE AS old_rows', recipeIds: 'SELECT recipe_id FROM old_rows' },
  },
  {
    table: 'food_names',
    operation: 'INSERT',
    sqlite: 'SELECT recipe_id FROM recipe_ingredients WHERE food_id = NEW.id',
    postgres: {
      referencing: 'NEW TABLE AS new_rows',
      recipeIds: 'SELECT recipe_id FROM recipe_ingredients WHERE food_id IN (SELECT id FROM new_rows)',
    },
  },
];

const nameOf = (trigger: (typeof TRIGGERS)[number]) =>
  `${trigger.table}_${trigger.operation.toLowerCase()}_card_foods`;

/**
 * Each recipe's card foods in each language, kept by triggers on its ingredients and on the foods' names
 * (issue 13 A1): a search page read them with an ordered aggregate per card (a sort per recipe, ~12 ingredient
 * rows and their foods' names each), a fifth of a computed search. A renamed food is deleted and inserted
 * again in `food_names` (migration 0040), so its insert refreshes every recipe that uses it.
 */
export function recipeCardFoodsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(
          `CREATE TABLE recipe_card_foods (recipe_id integer PRIMARY KEY, ${LOCALES.map((l) => `foods_${l} text NOT NULL`).join(', ')})`,
        )
        .execute(db);
      // A renamed food finds its recipes by this index (without it, every ingredient row is read).
      await sql.raw('CREATE INDEX recipe_ingredients_food_idx ON recipe_ingredients (food_id)').execute(db);
      await sql.raw(insertFor('SELECT id FROM recipes')).execute(db);
      for (const trigger of TRIGGERS) {
        const name = nameOf(trigger);
        if (adapter.name === 'sqlite') {
          await sql
            .raw(
              `CREATE TRIGGER ${name} AFTER ${trigger.operation} ON ${trigger.table} BEGIN ${refresh(trigger.sqlite)} END`,
            )
            .execute(db);
          continue;
        }
        // PostgreSQL: statement triggers with transition tables, so an import refreshes each recipe once.
        const { referencing, recipeIds } = trigger.postgres;
        await sql
          .raw(
            `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${refresh(recipeIds)} RETURN NULL; END $$`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER ${name} AFTER ${trigger.operation} ON ${trigger.table}
             REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const trigger of TRIGGERS) {
        const name = nameOf(trigger);
        if (adapter.name === 'sqlite') await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
        else {
          await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${trigger.table}`).execute(db);
          await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
        }
      }
      await sql.raw('DROP INDEX IF EXISTS recipe_ingredients_food_idx').execute(db);
      await sql.raw('DROP TABLE IF EXISTS recipe_card_foods').execute(db);
    },
  };
}
