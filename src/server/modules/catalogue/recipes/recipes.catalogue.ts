import type { Kysely } from 'kysely';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DialectAdapter } from '../../../db/dialect';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { metaDescription, metaTitle } from '../../../http/detail-meta';
import type { ReferenceLabelsCache } from '../kit/labels';
import { createRecipesRepo } from './recipes.repo';
import { createRecipesService } from './recipes.service';

/** The recipes catalogue's service, wired for the routes. */
export function createRecipesCatalogue(
  db: Kysely<DB>,
  search: SearchProvider,
  labels: ReferenceLabelsCache,
  adapter: Pick<DialectAdapter, 'probeRef' | 'sortsTextSetsFirst'>,
) {
  return createRecipesService(createRecipesRepo(db, search, adapter), labels);
}

export function recipesDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'recipe',
    // Ingredient names are part of a recipe's document: renamed foods make it stale too.
    sourceTables: ['recipes', 'foods'],
    async documents() {
      const rows = await db
        .selectFrom('recipes')
        .select(['id', 'name_en', 'name_pl', 'name_de', 'description_en', 'description_pl', 'description_de'])
        .execute();
      const ingredients = await db
        .selectFrom('recipe_ingredients')
        .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
        .select(['recipe_ingredients.recipe_id', 'foods.name_en', 'foods.name_pl', 'foods.name_de'])
        .execute();
      return rows.flatMap((r) =>
        LOCALES.map((locale) => ({
          entityType: 'recipe',
          entityId: r.id,
          locale,
          name: r[`name_${locale}`],
          body: [
            r[`description_${locale}`],
            ...ingredients.filter((i) => i.recipe_id === r.id).map((i) => i[`name_${locale}`]),
          ].join(' '),
        })),
      );
    },
    listPage: 'recipes',
    detailPage: 'recipeDetail',
    sitemap: sluggedTableSitemap(db, 'recipes'),
    async detailMeta(id, locale) {
      const row = await db
        .selectFrom('recipes')
        .select([`name_${locale}`, `slug_${locale}`, `description_${locale}`])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string>;
      return {
        idSlug: `${id}-${r[`slug_${locale}`]}`,
        title: metaTitle(r[`name_${locale}`] ?? ''),
        description: metaDescription(r[`description_${locale}`] ?? ''),
      };
    },
  };
}
