import type { Kysely, Migration } from 'kysely';

/**
 * The reference data's second revision (issue 10):
 * - allergens get a level: `contains` (the food or recipe is made with it) or `may_contain` (composition
 *   unknown, varies, or typical cross-contact); exclusion filters treat both alike, pages show them apart;
 * - foods whose allergens come from SR28's description alone (composite and branded foods) carry a flag the
 *   pages explain, and a listing rank (everyday foods, then recipe ingredients) for the default order;
 * - recipes get a cover image path (generated covers until photos are uploaded);
 * - household measures get Polish and German unit texts.
 */
export function referenceDataRevisionMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('food_allergens')
        .addColumn('level', 'text', (c) => c.notNull().defaultTo('contains'))
        .execute();
      await db.schema
        .alterTable('foods')
        .addColumn('allergens_from_description', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('recipes')
        .addColumn('may_contain_allergens', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('foods')
        .addColumn('list_rank', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('foods_list_rank_idx').on('foods').columns(['list_rank', 'id']).execute();
      await db.schema.alterTable('recipes').addColumn('image', 'text').execute();
      await db.schema.alterTable('food_portions').addColumn('unit_pl', 'text').execute();
      await db.schema.alterTable('food_portions').addColumn('unit_de', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('food_portions').dropColumn('unit_de').execute();
      await db.schema.alterTable('food_portions').dropColumn('unit_pl').execute();
      await db.schema.alterTable('recipes').dropColumn('image').execute();
      await db.schema.dropIndex('foods_list_rank_idx').execute();
      await db.schema.alterTable('foods').dropColumn('list_rank').execute();
      await db.schema.alterTable('recipes').dropColumn('may_contain_allergens').execute();
      await db.schema.alterTable('foods').dropColumn('allergens_from_description').execute();
      await db.schema.alterTable('food_allergens').dropColumn('level').execute();
    },
  };
}
