import { portionBucket, prepTimeBucket } from '../../../core/domain/reference-vocabulary';
import type { NutrientReference } from './food-rules';
import type { NutrientValues } from './sr28';
import { EXCLUDE_SHARE, INCLUDE_SHARE, type RecipeFacet } from '../../../core/domain/reference-vocabulary';
export { EXCLUDE_SHARE, INCLUDE_SHARE, type RecipeFacet } from '../../../core/domain/reference-vocabulary';

export interface FacetInput {
  tags: string[];
  categories: string[];
  occasions: string[];
  allergens: string[];
  /** Allergens the recipe may contain: the `allergen` facet holds them too, so excluding one excludes both. */
  mayContain: string[];
  prepTimeMin: number;
  portions: number;
  hard: boolean;
  perPortion: NutrientValues;
}

export function dailyReferenceOf(
  reference: Pick<NutrientReference, 'dailyMen' | 'dailyWoman'>,
): number | null {
  if (reference.dailyMen === null || reference.dailyWoman === null) return null;
  return Math.min(reference.dailyMen, reference.dailyWoman);
}

/** Every filterable property of a recipe as (facet, value) pairs (docs/decisions.md, catalogues). */
export function recipeFacets(
  recipe: FacetInput,
  references: NutrientReference[],
): Array<[RecipeFacet, string]> {
  const facets: Array<[RecipeFacet, string]> = [
    ...recipe.tags.map((v): [RecipeFacet, string] => ['tag', v]),
    ...recipe.categories.map((v): [RecipeFacet, string] => ['category', v]),
    ...recipe.occasions.map((v): [RecipeFacet, string] => ['occasion', v]),
    ...[...recipe.allergens, ...recipe.mayContain].map((v): [RecipeFacet, string] => ['allergen', v]),
    ['prep', prepTimeBucket(recipe.prepTimeMin)],
    ['portion', portionBucket(recipe.portions)],
  ];
  if (recipe.hard) facets.push(['hard', '1']);
  for (const reference of references) {
    const daily = dailyReferenceOf(reference);
    const value = recipe.perPortion[reference.code];
    if (daily === null || value === null || reference.code === 'energy_kj') continue;
    if (value >= INCLUDE_SHARE * daily) facets.push(['source-of', reference.code]);
    if (value <= EXCLUDE_SHARE * daily) facets.push(['low-in', reference.code]);
  }
  return facets;
}
