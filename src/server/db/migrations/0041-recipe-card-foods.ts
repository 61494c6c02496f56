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

const TRIGGERS = [
  'recipe_ingredients_insert',
  'recipe_ingredients_update',
  'recipe_ingredients_delete',
  'food_names_insert',
];

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
      if (adapter.name === 'sqlite') {
        const bodies: Record<string, string> = {
          recipe_ingredients_insert: refresh('NEW.recipe_id'),
          recipe_ingredients_update: refresh('OLD.recipe_id, NEW.recipe_id'),
          recipe_ingredients_delete: refresh('OLD.recipe_id'),
          food_names_insert: refresh('SELECT recipe_id FROM recipe_ingredients WHERE food_id = NEW.id'),
        };
        for (const [name, body] of Object.entries(bodies)) {
          const [table, operation] = [
            name.slice(0, name.lastIndexOf('_')),
            name.slice(name.lastIndexOf('_') + 1),
          ];
          await sql
            .raw(
              `CREATE TRIGGER ${name}_card_foods AFTER ${operation.toUpperCase()} ON ${table} BEGIN ${body} END`,
            )
            .execute(db);
        }
        return;
      }
      // PostgreSQL: statement triggers with transition tables, so an import refreshes each recipe once.
      const changed: Record<string, [string, string]> = {
        recipe_ingredients_insert: ['NEW TABLE AS new_rows', 'SELECT recipe_id FROM new_rows'],
        recipe_ingredients_update: [
          'OLD TABLE AS old_rows NEW TABLE AS new_rows',
          'SELECT recipe_id FROM old_rows UNION SELECT recipe_id FROM new_rows',
        ],
        recipe_ingredients_delete: ['OLD TABLE AS old_rows', 'SELECT recipe_id FROM old_rows'],
        food_names_insert: [
          'NEW TABLE AS new_rows',
          'SELECT recipe_id FROM recipe_ingredients WHERE food_id IN (SELECT id FROM new_rows)',
        ],
      };
      for (const [name, [referencing, recipeIds]] of Object.entries(changed)) {
        const [table, operation] = [
          name.slice(0, name.lastIndexOf('_')),
          name.slice(name.lastIndexOf('_') + 1),
        ];
        await sql
          .raw(
            `CREATE FUNCTION ${name}_card_foods() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${refresh(recipeIds)} RETURN NULL; END $$`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER ${name}_card_foods AFTER ${operation.toUpperCase()} ON ${table}
             REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}_card_foods()`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const name of TRIGGERS) {
        const table = name.slice(0, name.lastIndexOf('_'));
        if (adapter.name === 'sqlite') await sql.raw(`DROP TRIGGER IF EXISTS ${name}_card_foods`).execute(db);
        else {
          await sql.raw(`DROP TRIGGER IF EXISTS ${name}_card_foods ON ${table}`).execute(db);
          await sql.raw(`DROP FUNCTION IF EXISTS ${name}_card_foods()`).execute(db);
        }
      }
      await sql.raw('DROP INDEX IF EXISTS recipe_ingredients_food_idx').execute(db);
      await sql.raw('DROP TABLE IF EXISTS recipe_card_foods').execute(db);
    },
  };
}
