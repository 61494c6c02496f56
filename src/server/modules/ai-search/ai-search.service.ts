import { ArticleSearchRequest, type ArticleCard } from '../../../core/contracts/articles';
import {
  ExerciseSearchRequest,
  FoodSearchRequest,
  type ExerciseCard,
  type FoodCard,
} from '../../../core/contracts/catalogue';
import { DietTemplateSearchRequest, type DietTemplateCard } from '../../../core/contracts/diet-templates';
import type { AiSearchResponse, SearchGroup, SearchItem } from '../../../core/contracts/header-search';
import { pageHref } from '../../../core/routes';
import type { Locale } from '../../../core/i18n/locales';
import { checkedFilters, MAX_AI_QUESTION, type AiFilters, type AiKind } from './ai-filters';
import type { AiSearchRepo } from './ai-search.repo';
import {
  articleItem,
  dietTemplateItem,
  exerciseItem,
  foodItem,
  groupLabel,
  recipeItem,
} from './ai-search.presenter';
import type { LanguageModel } from './language-model';

/** Items per group on the landing. */
export const AI_GROUP_SIZE = 8;
/** Rows read from a list whose kcal range is checked here (the list has no such filter). */
const READ_FOR_RANGE = 36;

interface Page<T> {
  items: T[];
}

/** The catalogues' searches the AI search runs its filters on (ports: handed in by app.ts). */
export interface AiSearchCatalogues {
  foods: { search(request: FoodSearchRequest): Promise<Page<FoodCard>> };
  exercises: { search(request: ExerciseSearchRequest): Promise<Page<ExerciseCard>> };
  dietTemplates: { search(request: DietTemplateSearchRequest): Promise<Page<DietTemplateCard>> };
  articles: { search(request: ArticleSearchRequest): Promise<Page<ArticleCard>> };
}

export interface AiSearchDeps {
  model: LanguageModel;
  repo: Pick<AiSearchRepo, 'vocabulary' | 'recipes'>;
  catalogues: AiSearchCatalogues;
}

const inRange = (kcal: number | null, filters: AiFilters) =>
  (filters.kcalMin === null && filters.kcalMax === null) ||
  (kcal !== null &&
    (filters.kcalMin === null || kcal >= filters.kcalMin) &&
    (filters.kcalMax === null || kcal <= filters.kcalMax));

const list = (values: string[]) => (values.length ? values.join(',') : undefined);

/**
 * SRCH-15: a question → the model's filters → our catalogues. The model only ever fills filters: its reply is
 * parsed as them and checked against our vocabularies, so an injected instruction can at worst search for
 * something odd. DECISIONS SRCH-19: no model configured or reachable → `offline`; any other failure → `failed`.
 */
export function createAiSearchService({ model, repo, catalogues }: AiSearchDeps) {
  async function itemsFor(filters: AiFilters, locale: Locale): Promise<SearchItem[]> {
    const { text } = filters;
    switch (filters.kind) {
      case 'recipe':
        return (
          await repo.recipes({
            locale,
            text,
            kcalMin: filters.kcalMin,
            kcalMax: filters.kcalMax,
            dietType: filters.dietType,
            excludeAllergens: filters.excludeAllergens,
            tags: filters.tags,
            limit: AI_GROUP_SIZE,
          })
        ).map((hit) => recipeItem(hit, locale));
      case 'food': {
        const page = await catalogues.foods.search(
          FoodSearchRequest.parse({
            _locale: locale,
            text,
            allergenExclude: filters.excludeAllergens,
            perPage: READ_FOR_RANGE,
          }),
        );
        const excluded = new Set(filters.excludeAllergens);
        // The list excludes them already; checked again because a false "safe" is the one error we never make.
        return page.items
          .filter((food) => ![...food.allergens, ...food.mayContain].some((a) => excluded.has(a.value)))
          .filter((food) => inRange(food.kcal, filters))
          .slice(0, AI_GROUP_SIZE)
          .map((food) => foodItem(food, locale));
      }
      case 'exercise': {
        const page = await catalogues.exercises.search(
          ExerciseSearchRequest.parse({ _locale: locale, text, perPage: READ_FOR_RANGE }),
        );
        return page.items
          .filter((exercise) => inRange(exercise.kcal_hour, filters))
          .slice(0, AI_GROUP_SIZE)
          .map((exercise) => exerciseItem(exercise, locale));
      }
      case 'diet-template': {
        const page = await catalogues.dietTemplates.search(
          DietTemplateSearchRequest.parse({
            _locale: locale,
            text,
            allergenExclude: filters.excludeAllergens,
            perPage: READ_FOR_RANGE,
          }),
        );
        return page.items
          .filter((template) => inRange(template.kcal, filters))
          .slice(0, AI_GROUP_SIZE)
          .map((template) => dietTemplateItem(template, locale));
      }
      case 'article': {
        const page = await catalogues.articles.search(
          ArticleSearchRequest.parse({ _locale: locale, text, perPage: 12 }),
        );
        return page.items.slice(0, AI_GROUP_SIZE).map(articleItem);
      }
    }
  }

  /** The list page with the filters it takes (SRCH-09): the rest were applied here only. */
  function viewAllUrl(filters: AiFilters, locale: Locale): string {
    const text = filters.text || undefined;
    const allergenExclude = list(filters.excludeAllergens);
    const byKind: Record<AiKind, string> = {
      recipe: pageHref('recipes', locale, {}, { text, tags: list(filters.tags), allergenExclude }),
      food: pageHref('foods', locale, {}, { text, allergenExclude }),
      exercise: pageHref('exercises', locale, {}, { text }),
      'diet-template': pageHref('dietTemplates', locale, {}, { text, allergenExclude }),
      article: pageHref('blog', locale, {}, { text }),
    };
    return byKind[filters.kind];
  }

  return {
    async search(question: string, locale: Locale): Promise<AiSearchResponse> {
      const asked = question.trim().slice(0, MAX_AI_QUESTION);
      if (asked === '') return { status: 'online', groups: [] };
      const vocabulary = await repo.vocabulary();
      const reply = await model.filtersFor(asked, locale, vocabulary);
      if (!reply.ok) return { status: 'error', reason: reply.reason, groups: [] };
      const filters = checkedFilters(reply.filters, vocabulary);
      if (!filters) return { status: 'error', reason: 'failed', groups: [] };
      const items = await itemsFor(filters, locale);
      const groups: SearchGroup[] = items.length
        ? [
            {
              key: filters.kind,
              label: groupLabel(filters.kind, locale),
              items,
              viewAllUrl: viewAllUrl(filters, locale),
            },
          ]
        : [];
      return { status: 'online', answer: filters.answer, groups };
    },
  };
}

export type AiSearchService = ReturnType<typeof createAiSearchService>;
