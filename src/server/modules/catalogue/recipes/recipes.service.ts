import type {
  FilterGroups,
  RecipeCard,
  RecipeDetail,
  RecipeSearchRequest,
} from '../../../../core/contracts/catalogue';
import {
  CUISINES,
  PORTION_BUCKETS,
  PREP_TIME_BUCKETS,
  RECIPE_AUTHOR_TAGS,
  RECIPE_CATEGORIES,
  RECIPE_OCCASIONS,
  type RecipeFacet,
} from '../../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../../core/i18n/locales';
import { NotFoundError } from '../../../errors';
import { dailyReference, option, vocabularyOptions, type ReferenceLabelsCache } from '../kit/labels';
import { known, pageResult, pageWindow } from '../kit/query';
import { keptPerRevision } from '../../../lib/revision-cache';
import { keptRecipeCard, recipeDetail } from './recipes.presenter';
import { cardFoodsOf, type RecipesRepo } from './recipes.repo';

/** The recipes catalogue (B §3): its filters, a page of cards, one recipe. */
export function createRecipesService(repo: RecipesRepo, labels: ReferenceLabelsCache) {
  async function answer(request: RecipeSearchRequest, revision: number): Promise<SearchAnswer> {
    const locale = request._locale;
    const ref = await labels.get();
    const withReference = ref.nutrients.filter((n) => dailyReference(n) !== null).map((n) => n.code);
    const allergens = known(
      request.allergenExclude,
      ref.allergens.map((a) => a.code),
    );
    const included = (
      [
        ['tag', known(request.tags, RECIPE_AUTHOR_TAGS)],
        ['category', known(request.type, RECIPE_CATEGORIES)],
        ['occasion', known(request.occasion, RECIPE_OCCASIONS)],
        ['source-of', known(request.nutrientInclude, withReference)],
        ['low-in', known(request.nutrientExclude, withReference)],
        ['prep', known(request.preparationTime, PREP_TIME_BUCKETS)],
        ['portion', known(request.portion, PORTION_BUCKETS)],
        ['hard', request.hard === true ? ['1'] : []],
      ] as Array<[RecipeFacet, string[]]>
    ).filter(([, values]) => values.length > 0);
    const exclusions: Array<[RecipeFacet, string[]]> = [];
    if (request.hard === false) exclusions.push(['hard', ['1']]);

    const { rows, total } = await repo.search({
      text: request.text,
      locale,
      included,
      exclusions,
      // An excluded allergen removes what contains it and what may contain it.
      excludedAllergens: allergens,
      sort: request.sort,
      revision,
      page: request.page,
      perPage: request.perPage,
    });
    return pageResult(
      rows.map((row) => keptRecipeCard(row, locale, ref, cardFoodsOf)),
      pageWindow(request.page, request.perPage, total),
    );
  }

  const keptDetail = keptPerRevision(
    repo.revision,
    async ({ id, locale }: { id: number; locale: Locale }): Promise<RecipeDetail> => {
      const row = await repo.findById(id);
      if (!row) throw new NotFoundError();
      const ref = await labels.get();
      const ingredients = (await repo.ingredientsOf([id], locale)).get(id) ?? [];
      return recipeDetail(row, locale, ref, ingredients, await repo.portionsOf(ingredients.map((i) => i.id)));
    },
    2_000,
  );

  return {
    async filters(locale: Locale): Promise<FilterGroups> {
      const ref = await labels.get();
      const withReference = ref.nutrients.filter((n) => dailyReference(n) !== null && n.code !== 'energy_kj');
      return {
        tags: vocabularyOptions(locale, 'recipeTags', RECIPE_AUTHOR_TAGS),
        categories: vocabularyOptions(locale, 'recipeCategories', RECIPE_CATEGORIES),
        occasions: vocabularyOptions(locale, 'occasions', RECIPE_OCCASIONS),
        allergens: ref.allergens.map((a) => option(a, locale)),
        nutrientsInclude: withReference.map((n) => option(n, locale)),
        nutrientsExclude: withReference.map((n) => option(n, locale)),
        preparationTime: vocabularyOptions(locale, 'prepTime', PREP_TIME_BUCKETS),
        portions: vocabularyOptions(locale, 'portions', PORTION_BUCKETS),
        cuisines: vocabularyOptions(locale, 'cuisines', CUISINES),
      };
    },

    search: keptPerRevision(repo.revision, answer),

    /** Kept per catalogue revision as search answers are: a recipe page asks for it for its JSON-LD too. */
    detail: (id: number, locale: Locale): Promise<RecipeDetail> => keptDetail({ id, locale }),
  };
}

type SearchAnswer = ReturnType<typeof pageResult<RecipeCard>>;

export type RecipesService = ReturnType<typeof createRecipesService>;
