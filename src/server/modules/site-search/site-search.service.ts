import type {
  HeaderSearchResponse,
  SearchArea,
  SearchGroup,
  SearchGroupKey,
  SearchItem,
} from '../../../core/contracts/header-search';
import type { Locale } from '../../../core/i18n/locales';
import { pagePath } from '../../../core/routes';
import { searchTerms } from '../../../core/text/fold';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SearchProvider, TypedHit } from '../../db/search/search-provider';
import { translatorFor } from '../../i18n';
import { groupsFor, LIST_TEXT_PARAM } from './site-search.groups';
import {
  articleItem,
  companyItem,
  dietTemplateItem,
  exerciseItem,
  foodItem,
  recipeItem,
  specialistItem,
} from './site-search.presenter';
import { createSiteSearchRepo, type SiteSearchRepo } from './site-search.repo';
import { createVocabularyKeeper, type VocabularyKeeper } from './vocabulary-keeper';

export interface SiteSearchRequest {
  locale: Locale;
  /** Trimmed and cut to the contract's length already. */
  q: string;
  area?: SearchArea;
  limit: number;
}

type ItemsLoader = (ids: number[], locale: Locale) => Promise<SearchItem[]>;

/**
 * The header's and the search landing's search (B §7 api_header_search, A §3): one text over every catalogue,
 * each group's best items by relevance. When the text finds fewer items in all than one group may show, its
 * misspelt words are corrected from our catalogue names ("brocoli" → "broccoli") and the corrected text fills
 * the groups up, after what the text itself found.
 */
export function createSiteSearchService(repo: SiteSearchRepo, vocabulary: VocabularyKeeper) {
  const loaders: Record<Exclude<SearchGroupKey, 'training-template'>, ItemsLoader> = {
    'diet-template': async (ids, locale) =>
      (await repo.dietTemplates(ids, locale)).map((row) => dietTemplateItem(row, locale)),
    recipe: async (ids, locale) => (await repo.recipes(ids, locale)).map((row) => recipeItem(row, locale)),
    food: async (ids, locale) => (await repo.foods(ids, locale)).map((row) => foodItem(row, locale)),
    exercise: async (ids, locale) =>
      (await repo.exercises(ids, locale)).map((row) => exerciseItem(row, locale)),
    user: async (ids, locale) =>
      (await repo.specialists(ids, locale)).map((row) => specialistItem(row, locale)),
    company: async (ids, locale) =>
      (await repo.companies(ids, locale)).map((row) => companyItem(row, locale)),
    article: async (ids, locale) => (await repo.articles(ids, locale)).map((row) => articleItem(row, locale)),
  };

  const idsOf = (hits: readonly TypedHit[], entityType: string) =>
    hits.filter((hit) => hit.entityType === entityType).map((hit) => Number(hit.entityId));

  return {
    warm: () => vocabulary.warm(),

    async search({ locale, q, area, limit }: SiteSearchRequest): Promise<HeaderSearchResponse> {
      // Nothing a search engine could match (blank, or only punctuation): no groups, no database.
      if (searchTerms(q).length === 0) return { groups: [] };
      const groups = groupsFor(area);
      const types = groups.map((group) => group.entityType!);
      const exact = await repo.topHits(types, locale, q, limit);
      let corrected: string | null = null;
      let fuzzy: TypedHit[] = [];
      if (exact.length < limit) {
        corrected = (await vocabulary.current())?.correct(q, locale) ?? null;
        if (corrected) fuzzy = await repo.topHits(types, locale, corrected, limit);
      }
      const t = translatorFor(locale);
      const found = await Promise.all(
        groups.map(async (group): Promise<SearchGroup | null> => {
          const own = idsOf(exact, group.entityType!);
          const ids = [...new Set([...own, ...idsOf(fuzzy, group.entityType!)])].slice(0, limit);
          if (ids.length === 0) return null;
          const loaded = new Map(
            (await loaders[group.key as keyof typeof loaders](ids, locale)).map((item) => [item.id, item]),
          );
          const items = ids.flatMap((id) => loaded.get(id) ?? []);
          if (items.length === 0) return null;
          // The list opens with the words that found this group's items: the corrected ones if only they did.
          const text = own.length > 0 || !corrected ? q : corrected;
          return {
            key: group.key,
            label: t(`search:results.groups.${group.key}`),
            items,
            viewAllUrl: `${pagePath(group.listPage, locale, {})}?${new URLSearchParams({ [LIST_TEXT_PARAM]: text })}`,
          };
        }),
      );
      return { groups: found.filter((group) => group !== null) };
    },
  };
}

export type SiteSearchService = ReturnType<typeof createSiteSearchService>;

/** The site search wired on a database and its search index (app.ts). */
export function createSiteSearch(db: Kysely<DB>, search: SearchProvider, onError: (error: unknown) => void) {
  const repo = createSiteSearchRepo(db, search);
  return createSiteSearchService(repo, createVocabularyKeeper(repo, { onError }));
}
