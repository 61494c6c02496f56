import { sql, type Kysely } from 'kysely';
import type { EbookSort } from '../../../../core/contracts/ebook-options';
import type { Locale } from '../../../../core/i18n/locales';
import { CATALOGUE_COUNTER, changeRevision } from '../../../db/change-counters';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { jsonArrayHasAny, textCondition, type PageWindow } from '../kit/query';

export interface DietTemplateFilters {
  text: string;
  tags: string[];
  /** Template categories and diet types (the "categories" group). */
  types: string[];
  goals: string[];
  /** Daily kcal bands, [min, max] of the computed average. */
  kcalBands: Array<[number, number]>;
  /** Allergens no recipe of the plan may contain (nor "may contain"). */
  allergenExclude: string[];
}

/** The diet templates' SQL; filters run on the values computed from each plan's days. */
export function createDietTemplatesRepo(db: Kysely<DB>, search: SearchProvider) {
  function filtered(filters: DietTemplateFilters, locale: Locale) {
    const matches = textCondition(search, 'diet_template', locale, filters.text, 'diet_templates.id');
    let query = db.selectFrom('diet_templates');
    if (matches) query = query.where(matches);
    if (filters.tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 'tags', filters.tags));
    if (filters.types.length)
      query = query.where((eb) =>
        eb.or([eb('diet_type', 'in', filters.types), jsonArrayHasAny(eb, 'categories', filters.types)]),
      );
    if (filters.goals.length) query = query.where('goal', 'in', filters.goals);
    if (filters.kcalBands.length)
      query = query.where((eb) =>
        eb.or(filters.kcalBands.map(([min, max]) => eb.and([eb('kcal', '>=', min), eb('kcal', '<=', max)]))),
      );
    if (filters.allergenExclude.length)
      query = query.where((eb) => eb.not(jsonArrayHasAny(eb, 'allergens', filters.allergenExclude)));
    return query;
  }

  const withPrice = (currency: string) =>
    db
      .selectFrom('diet_templates')
      .leftJoin('product_prices as p', (join) =>
        join
          .onRef('p.product_id', '=', 'diet_templates.id')
          .on('p.product_type', '=', 'diet_template')
          .on('p.currency', '=', currency),
      );

  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
    labels: (kind: string) =>
      db.selectFrom('shop_labels').selectAll().where('kind', '=', kind).orderBy('id').execute(),
    dietTypes: () =>
      db
        .selectFrom('diet_types')
        .select(['code', 'name_en', 'name_pl', 'name_de'])
        .orderBy('position')
        .execute(),
    allergens: () =>
      db.selectFrom('allergens').select(['code', 'name_en', 'name_pl', 'name_de']).orderBy('id').execute(),
    async count(filters: DietTemplateFilters, locale: Locale): Promise<number> {
      const { total } = await filtered(filters, locale)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
    page(
      filters: DietTemplateFilters,
      locale: Locale,
      currency: string,
      sort: EbookSort,
      window: PageWindow,
    ) {
      const query = filtered(filters, locale)
        .leftJoin('product_prices as p', (join) =>
          join
            .onRef('p.product_id', '=', 'diet_templates.id')
            .on('p.product_type', '=', 'diet_template')
            .on('p.currency', '=', currency),
        )
        .selectAll('diet_templates')
        .select(['p.regular_minor', 'p.final_minor', 'p.currency']);
      // A free template costs nothing: it sorts first by price.
      const final = sql`COALESCE(p.final_minor, 0)`;
      const discount = sql`CASE WHEN p.regular_minor > 0 THEN (p.regular_minor - p.final_minor) * 1.0 / p.regular_minor ELSE 0 END`;
      const sorted = (() => {
        switch (sort) {
          case 'id_asc':
            return query.orderBy('diet_templates.id', 'asc');
          case 'name_asc':
            return query
              .orderBy(`diet_templates.sort_key_${locale}`, 'asc')
              .orderBy('diet_templates.id', 'asc');
          case 'name_desc':
            return query
              .orderBy(`diet_templates.sort_key_${locale}`, 'desc')
              .orderBy('diet_templates.id', 'desc');
          case 'price_asc':
            return query.orderBy(final, 'asc').orderBy('diet_templates.id', 'asc');
          case 'price_desc':
            return query.orderBy(final, 'desc').orderBy('diet_templates.id', 'desc');
          case 'discount':
            return query.orderBy(discount, 'desc').orderBy('diet_templates.id', 'desc');
          default:
            return query.orderBy('diet_templates.id', 'desc');
        }
      })();
      return sorted.limit(window.perPage).offset(window.offset).execute();
    },
    findById: (id: number, currency: string) =>
      withPrice(currency)
        .selectAll('diet_templates')
        .select(['p.regular_minor', 'p.final_minor', 'p.currency'])
        .where('diet_templates.id', '=', id)
        .executeTakeFirst(),
    recipes: (ids: number[]) =>
      ids.length
        ? db
            .selectFrom('recipes')
            .select(['id', 'name_en', 'name_pl', 'name_de', 'slug_en', 'slug_pl', 'slug_de'])
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),
    foods: (ids: number[]) =>
      ids.length
        ? db
            .selectFrom('foods')
            .select([
              'id',
              'name_en',
              'name_pl',
              'name_de',
              'energy_kcal',
              'protein_g',
              'fat_g',
              'carbohydrate_g',
            ])
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),
  };
}

export type DietTemplatesRepo = ReturnType<typeof createDietTemplatesRepo>;
export type DietTemplateRow = NonNullable<Awaited<ReturnType<DietTemplatesRepo['findById']>>>;
