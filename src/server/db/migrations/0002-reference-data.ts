import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { SR28_NUTRIENT_COLUMNS } from '../../../core/domain/nutrient-columns';
import type { DialectAdapter } from '../dialect';

/** Every imported row names its dataset and its id there (data/README.md). */
function withSource<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('source_id', 'text', (col) => col.notNull());
}

function withNames<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_pl', 'text', (col) => col.notNull())
    .addColumn('name_de', 'text', (col) => col.notNull());
}

/** Per-locale sort keys (see sortKey): name sorts follow each language's alphabet on every database. */
function withSortKeys<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('sort_key_en', 'text', (col) => col.notNull())
    .addColumn('sort_key_pl', 'text', (col) => col.notNull())
    .addColumn('sort_key_de', 'text', (col) => col.notNull());
}

function withNutrients<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  let builder = table as CreateTableBuilder<T, string>;
  for (const column of SR28_NUTRIENT_COLUMNS) builder = builder.addColumn(column, 'double precision');
  return builder;
}

export function referenceDataMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const id = <T extends string>(name: T) => adapter.addIdColumn(db.schema.createTable(name));

      await withSource(
        withNames(id('food_groups').addColumn('code', 'text', (c) => c.notNull().unique())),
      ).execute();

      await withNutrients(
        withSource(
          withSortKeys(
            withNames(
              id('foods')
                .addColumn('ndb_no', 'text', (c) => c.notNull().unique())
                .addColumn('food_group_id', 'integer', (c) => c.notNull().references('food_groups.id')),
            ),
          )
            .addColumn('names_translated', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('slug_en', 'text', (c) => c.notNull())
            .addColumn('slug_pl', 'text', (c) => c.notNull())
            .addColumn('slug_de', 'text', (c) => c.notNull())
            .addColumn('sr28_description', 'text', (c) => c.notNull())
            .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
            .addColumn('occasions', 'text', (c) => c.notNull().defaultTo('[]'))
            .addColumn('nutrients_assigned', 'text', (c) => c.notNull().defaultTo('[]')),
        ),
      ).execute();
      await db.schema.createIndex('foods_group_idx').on('foods').column('food_group_id').execute();
      for (const table of ['foods'] as const) {
        for (const locale of ['en', 'pl', 'de']) {
          await db.schema
            .createIndex(`${table}_sort_${locale}_idx`)
            .on(table)
            .column(`sort_key_${locale}`)
            .execute();
        }
      }

      await withSource(
        id('food_portions')
          .addColumn('food_id', 'integer', (c) => c.notNull().references('foods.id').onDelete('cascade'))
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('amount', 'double precision', (c) => c.notNull())
          .addColumn('unit', 'text', (c) => c.notNull())
          .addColumn('grams', 'double precision', (c) => c.notNull()),
      ).execute();
      await db.schema.createIndex('food_portions_food_idx').on('food_portions').column('food_id').execute();

      await withSource(
        withNames(id('allergens').addColumn('code', 'text', (c) => c.notNull().unique())).addColumn(
          'wikidata',
          'text',
        ),
      ).execute();

      await db.schema
        .createTable('food_allergens')
        .addColumn('food_id', 'integer', (c) => c.notNull().references('foods.id').onDelete('cascade'))
        .addColumn('allergen_id', 'integer', (c) => c.notNull().references('allergens.id'))
        .addColumn('rule', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('food_allergens_pk', ['food_id', 'allergen_id'])
        .execute();

      await withSource(
        withNames(id('nutrients').addColumn('code', 'text', (c) => c.notNull().unique()))
          .addColumn('unit', 'text', (c) => c.notNull())
          .addColumn('daily_men', 'double precision')
          .addColumn('daily_woman', 'double precision')
          .addColumn('reference', 'text', (c) => c.notNull()),
      ).execute();

      await withSource(
        withNames(id('diet_types').addColumn('code', 'text', (c) => c.notNull().unique()))
          .addColumn('find', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull()),
      ).execute();

      await withSource(
        withSortKeys(withNames(id('exercises')))
          .addColumn('slug_en', 'text', (c) => c.notNull())
          .addColumn('slug_pl', 'text', (c) => c.notNull())
          .addColumn('slug_de', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('level', 'text', (c) => c.notNull())
          .addColumn('force', 'text')
          .addColumn('mechanic', 'text')
          .addColumn('equipment', 'text', (c) => c.notNull())
          .addColumn('primary_muscles', 'text', (c) => c.notNull())
          .addColumn('secondary_muscles', 'text', (c) => c.notNull())
          .addColumn('body_group', 'text', (c) => c.notNull())
          .addColumn('goals', 'text', (c) => c.notNull())
          .addColumn('tags', 'text', (c) => c.notNull())
          .addColumn('instructions_en', 'text', (c) => c.notNull())
          .addColumn('instructions_pl', 'text', (c) => c.notNull())
          .addColumn('instructions_de', 'text', (c) => c.notNull())
          .addColumn('instructions_translated', 'integer', (c) => c.notNull())
          .addColumn('met', 'double precision', (c) => c.notNull())
          .addColumn('met_code', 'text', (c) => c.notNull())
          .addColumn('kcal_hour', 'double precision', (c) => c.notNull())
          .addColumn('images', 'text', (c) => c.notNull()),
      ).execute();
      await db.schema
        .createIndex('exercises_source_idx')
        .on('exercises')
        .columns(['source', 'source_id'])
        .unique()
        .execute();

      let recipes = withSource(
        withSortKeys(withNames(id('recipes')))
          .addColumn('slug_en', 'text', (c) => c.notNull())
          .addColumn('slug_pl', 'text', (c) => c.notNull())
          .addColumn('slug_de', 'text', (c) => c.notNull())
          .addColumn('description_en', 'text', (c) => c.notNull())
          .addColumn('description_pl', 'text', (c) => c.notNull())
          .addColumn('description_de', 'text', (c) => c.notNull())
          .addColumn('instructions_en', 'text', (c) => c.notNull())
          .addColumn('instructions_pl', 'text', (c) => c.notNull())
          .addColumn('instructions_de', 'text', (c) => c.notNull())
          .addColumn('portions', 'integer', (c) => c.notNull())
          .addColumn('prep_time_min', 'integer', (c) => c.notNull())
          .addColumn('hard', 'integer', (c) => c.notNull())
          .addColumn('cuisine', 'text', (c) => c.notNull())
          .addColumn('diet_type', 'text', (c) => c.notNull())
          .addColumn('occasions', 'text', (c) => c.notNull())
          .addColumn('categories', 'text', (c) => c.notNull())
          .addColumn('tags', 'text', (c) => c.notNull())
          .addColumn('allergens', 'text', (c) => c.notNull()),
      ) as CreateTableBuilder<'recipes', string>;
      // Nutrition per portion, computed from the ingredients at import.
      for (const column of SR28_NUTRIENT_COLUMNS) recipes = recipes.addColumn(column, 'double precision');
      await recipes.execute();
      for (const table of ['recipes', 'exercises'] as const) {
        for (const locale of ['en', 'pl', 'de']) {
          await db.schema
            .createIndex(`${table}_sort_${locale}_idx`)
            .on(table)
            .column(`sort_key_${locale}`)
            .execute();
        }
      }
      await db.schema
        .createIndex('recipes_source_idx')
        .on('recipes')
        .columns(['source', 'source_id'])
        .unique()
        .execute();

      await db.schema
        .createTable('recipe_ingredients')
        .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('food_id', 'integer', (c) => c.notNull().references('foods.id'))
        .addColumn('grams', 'double precision', (c) => c.notNull())
        .addColumn('measure_amount', 'double precision')
        .addColumn('measure_unit', 'text')
        .addPrimaryKeyConstraint('recipe_ingredients_pk', ['recipe_id', 'position'])
        .execute();

      // Every filterable property of a recipe as (facet, value): filters become index lookups.
      await db.schema
        .createTable('recipe_facets')
        .addColumn('facet', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('recipe_facets_pk', ['facet', 'value', 'recipe_id'])
        .execute();
      await db.schema
        .createIndex('recipe_facets_recipe_idx')
        .on('recipe_facets')
        .column('recipe_id')
        .execute();

      for (const table of ['supplements', 'medical_products'] as const) {
        await withSource(
          withNames(id(table).addColumn('code', 'text', (c) => c.notNull().unique()))
            .addColumn('unit', 'text', (c) => c.notNull())
            .addColumn('tags', 'text', (c) => c.notNull()),
        ).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'medical_products',
        'supplements',
        'recipe_facets',
        'recipe_ingredients',
        'recipes',
        'exercises',
        'diet_types',
        'nutrients',
        'food_allergens',
        'allergens',
        'food_portions',
        'foods',
        'food_groups',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
