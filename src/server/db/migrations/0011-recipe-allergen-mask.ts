import type { Kysely, Migration } from 'kysely';
import { allergenMaskDefinition } from '../allergen-mask';
import type { DialectAdapter } from '../dialect';

/**
 * Each recipe's allergens (contained or may-contain) as one integer of bits (issue 13 A3): excluding
 * allergens becomes one indexed test, `(allergen_mask & :bits) = 0`, instead of a subquery per allergen
 * over the facet table (248 ms at 100,000 recipes with all six of the bench excluded).
 */
export function recipeAllergenMaskMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter.addDerivedColumn(db, 'recipes', 'allergen_mask', allergenMaskDefinition(), [
        'allergens',
        'may_contain_allergens',
      ]);
      // By id with the mask: a set of ids is filtered, and pages walk in id order, without reading a recipe row.
      await db.schema
        .createIndex('recipes_allergen_mask_idx')
        .on('recipes')
        .columns(['id', 'allergen_mask'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('recipes_allergen_mask_idx').execute();
      await adapter.dropDerivedColumn(db, 'recipes', 'allergen_mask');
    },
  };
}
