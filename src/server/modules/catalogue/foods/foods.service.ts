import type { FilterGroups, FoodDetail, FoodSearchRequest } from '../../../../core/contracts/catalogue';
import { SR28_NUTRIENT_COLUMNS, type NutrientColumn } from '../../../../core/domain/nutrient-columns';
import { EXCLUDE_SHARE, FOOD_OCCASIONS, FOOD_TAGS } from '../../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../../core/i18n/locales';
import { NotFoundError } from '../../../errors';
import { dailyReference, option, vocabularyOptions, type ReferenceLabelsCache } from '../kit/labels';
import { known, pageResult, pageWindow } from '../kit/query';
import { keptPerRevision } from '../../../lib/revision-cache';
import { foodCard, foodDetail } from './foods.presenter';
import type { FoodsRepo } from './foods.repo';

/** The foods catalogue (B §3): its filters, a page of cards, one food. */
export function createFoodsService(repo: FoodsRepo, labels: ReferenceLabelsCache) {
  async function search(request: FoodSearchRequest) {
    const locale = request._locale;
    const ref = await labels.get();
    const nutrients = new Map(ref.nutrients.map((n) => [n.code, n]));
    const groups = known(
      request.type,
      ref.foodGroups.map((g) => g.code),
    );
    const lowIn = known(request.nutrientExclude, SR28_NUTRIENT_COLUMNS).filter(
      (c) => dailyReference(nutrients.get(c)!) !== null,
    );
    const filters = {
      text: request.text,
      groupIds: ref.foodGroups.filter((g) => groups.includes(g.code)).map((g) => g.id),
      tags: known(request.tags, FOOD_TAGS),
      occasions: known(request.occasion, FOOD_OCCASIONS),
      // "Source of" a nutrient is what the import assigned (≥ 15 % of the reference per 100 g).
      include: known(request.nutrientInclude, SR28_NUTRIENT_COLUMNS),
      below: lowIn.map((code): [NutrientColumn, number] => [
        code as NutrientColumn,
        EXCLUDE_SHARE * dailyReference(nutrients.get(code)!)!,
      ]),
      allergens: known(
        request.allergenExclude,
        ref.allergens.map((a) => a.code),
      ),
    };
    const window = pageWindow(request.page, request.perPage, await repo.count(filters, locale));
    const page = await repo.page(filters, locale, request.sort, window);
    const allergens = await repo.allergensOf(page.map((r) => r.id));
    return pageResult(
      page.map((row) => foodCard(row, locale, ref, allergens.get(row.id))),
      window,
    );
  }

  return {
    async filters(locale: Locale): Promise<FilterGroups> {
      const ref = await labels.get();
      const withReference = ref.nutrients.filter((n) => dailyReference(n) !== null && n.code !== 'energy_kj');
      return {
        categories: ref.foodGroups.map((g) => option(g, locale)),
        occasions: vocabularyOptions(locale, 'occasions', FOOD_OCCASIONS),
        tags: vocabularyOptions(locale, 'foodTags', FOOD_TAGS),
        allergens: ref.allergens.map((a) => option(a, locale)),
        nutrientsInclude: withReference.map((n) => option(n, locale)),
        nutrientsExclude: withReference.map((n) => option(n, locale)),
      };
    },

    search: keptPerRevision(repo.revision, search),

    async detail(id: number, locale: Locale): Promise<FoodDetail> {
      const row = await repo.findById(id);
      if (!row) throw new NotFoundError();
      const ref = await labels.get();
      const allergens = await repo.allergensOf([id]);
      return foodDetail(row, locale, ref, allergens.get(id), await repo.portionsOf(id));
    },
  };
}

export type FoodsService = ReturnType<typeof createFoodsService>;
