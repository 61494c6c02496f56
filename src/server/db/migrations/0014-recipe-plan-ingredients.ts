import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';
import type { ChildList } from '../child-lists';

/**
 * Each recipe's ingredients as one text, "foodId grams foodId grams …" in position order (issue 13 A5): the
 * plan generator reads 100,000 recipe rows instead of a million ingredient rows (1.8 s → see bench:search).
 */
export const PLAN_INGREDIENTS: ChildList = {
  table: 'recipes',
  column: 'plan_ingredients',
  child: 'recipe_ingredients',
  key: 'recipe_id',
  item: `food_id || ' ' || grams`,
  order: 'position',
};

export function recipePlanIngredientsMigration(adapter: DialectAdapter): Migration {
  return {
    up: (db: Kysely<unknown>) => adapter.addChildList(db, PLAN_INGREDIENTS),
    down: (db: Kysely<unknown>) => adapter.dropChildList(db, PLAN_INGREDIENTS),
  };
}
