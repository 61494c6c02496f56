import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import { articlesDefinition } from './articles/articles.catalogue';
import { dietTemplatesDefinition } from './diet-templates/diet-templates.catalogue';
import { companiesDefinition, specialistsDefinition } from './directory/directory.catalogue';
import { ebooksDefinition } from './ebooks/ebooks.catalogue';
import { exercisesDefinition } from './exercises/exercises.catalogue';
import { foodsDefinition } from './foods/foods.catalogue';
import { catalogueSearchIndexing, type CatalogueDefinition } from './kit/catalogue-definition';
import { recipesDefinition } from './recipes/recipes.catalogue';

/** Every catalogue's definition: the list a new catalogue joins. */
export function catalogueDefinitions(db: Kysely<DB>): CatalogueDefinition[] {
  return [
    foodsDefinition(db),
    exercisesDefinition(db),
    recipesDefinition(db),
    ebooksDefinition(db),
    articlesDefinition(db),
    dietTemplatesDefinition(db),
    specialistsDefinition(db),
    companiesDefinition(db),
  ];
}

/** The search index the reference importer fills (scripts, benches and tests call the importer with it). */
export const catalogueIndexing = (db: Kysely<DB>, provider: SearchProvider) =>
  catalogueSearchIndexing(provider, catalogueDefinitions(db));
