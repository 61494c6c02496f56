import type { Kysely } from 'kysely';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DialectAdapter } from '../../../db/dialect';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { idSlugsOf, metaDescription, metaTitle, type MainEntityLookup } from '../../../http/detail-meta';
import { recipeJsonLd } from '../../../../core/seo/structured-data';
import { coverPreviewPath } from '../../../lib/media-paths';
import { NotFoundError } from '../../../errors';
import { translatorFor } from '../../../i18n';
import type { ReferenceLabelsCache } from '../kit/labels';
import { createRecipesRepo } from './recipes.repo';
import { createRecipesService, type RecipesService } from './recipes.service';

/** The recipes catalogue's service, wired for the routes. */
export function createRecipesCatalogue(
  db: Kysely<DB>,
  search: SearchProvider,
  labels: ReferenceLabelsCache,
  adapter: Pick<DialectAdapter, 'probeRef' | 'sortsTextSetsFirst'>,
) {
  return createRecipesService(createRecipesRepo(db, search, adapter), labels);
}

/** A recipe page's schema.org `Recipe`, from the same detail the API answers (issue 14 A2). */
export function recipeMainEntity(recipes: Pick<RecipesService, 'detail'>): MainEntityLookup {
  return async (id, locale, page) => {
    let recipe;
    try {
      recipe = await recipes.detail(id, locale);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
    const t = translatorFor(locale);
    return recipeJsonLd(recipe, {
      ...page,
      locale,
      servingSize: t('catalogue:detail.servingSize'),
      yieldLabel: t('catalogue:detail.yield', { count: recipe.portions }),
      publisher: 'Nutrio',
    });
  };
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
        .select([`name_${locale}`, 'slug_en', 'slug_pl', 'slug_de', `description_${locale}`, 'image'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string | null>;
      return {
        idSlugs: idSlugsOf(id, r),
        name: r[`name_${locale}`] ?? '',
        title: metaTitle(r[`name_${locale}`] ?? ''),
        description: metaDescription(r[`description_${locale}`] ?? ''),
        image: r.image ? `/media/${r.image}` : null,
        previewImage: r.image ? `/media/${coverPreviewPath(r.image)}` : null,
      };
    },
  };
}
