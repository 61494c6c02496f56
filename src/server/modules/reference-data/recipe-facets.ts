import { portionBucket, prepTimeBucket } from '../../../core/domain/reference-vocabulary';
import type { NutrientReference } from './food-rules';
import type { NutrientValues } from './sr28';

/** A portion "is a source of" a nutrient from 15 % of the lower (men/women) daily reference. */
export const INCLUDE_SHARE = 0.15;
/** A portion is "low in" a nutrient up to 5 % of that reference. */
export const EXCLUDE_SHARE = 0.05;

export type RecipeFacet = 'tag' | 'category' | 'occasion' | 'allergen' | 'prep' | 'portion' | 'source-of' | 'low-in' | 'hard';

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

export function dailyReferenceOf(reference: Pick<NutrientReference, 'dailyMen' | 'dailyWoman'>): number | null {
  if (reference.dailyMen === null || reference.dailyWoman === null) return null;
  return Math.min(reference.dailyMen, reference.dailyWoman);
}

/** Every filterable property of a recipe as (facet, value) pairs (docs/decisions.md, catalogues). */
export function recipeFacets(recipe: FacetInput, references: NutrientReference[]): Array<[RecipeFacet, string]> {
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
