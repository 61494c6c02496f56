import type { Kysely } from 'kysely';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { translatorFor } from '../../../i18n';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { idSlugsOf, metaDescription, metaTitle } from '../../../http/detail-meta';
import type { ReferenceLabelsCache } from '../kit/labels';
import { createFoodsRepo } from './foods.repo';
import { createFoodsService } from './foods.service';

/** The foods catalogue's service, wired for the routes. */
export function createFoodsCatalogue(db: Kysely<DB>, search: SearchProvider, labels: ReferenceLabelsCache) {
  return createFoodsService(createFoodsRepo(db, search), labels);
}

export function foodsDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'food',
    sourceTables: ['foods'],
    // The name, the food group and (in English) SR28's description: what a visitor may type.
    async documents() {
      const rows = await db
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([
          'foods.id',
          'foods.name_en',
          'foods.name_pl',
          'foods.name_de',
          'foods.sr28_description',
          'food_groups.name_en as group_en',
          'food_groups.name_pl as group_pl',
          'food_groups.name_de as group_de',
        ])
        .execute();
      return rows.flatMap((r) =>
        LOCALES.map((locale) => ({
          entityType: 'food',
          entityId: r.id,
          locale,
          name: r[`name_${locale}`],
          body: `${r[`group_${locale}`]} ${locale === 'en' ? r.sr28_description : ''}`,
        })),
      );
    },
    listPage: 'foods',
    detailPage: 'foodDetail',
    sitemap: sluggedTableSitemap(db, 'foods'),
    async detailMeta(id, locale) {
      const row = await db
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([
          `foods.name_${locale}`,
          'foods.slug_en',
          'foods.slug_pl',
          'foods.slug_de',
          'foods.energy_kcal',
          `food_groups.name_${locale} as group`,
        ])
        .where('foods.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string | number | null>;
      const t = translatorFor(locale);
      const kcal =
        r.energy_kcal === null
          ? ''
          : ` · ${t('catalogue:foods.kcal100', { kcal: Math.round(Number(r.energy_kcal)) })}`;
      return {
        idSlugs: idSlugsOf(id, r),
        name: String(r[`name_${locale}`]),
        title: metaTitle(String(r[`name_${locale}`])),
        description: metaDescription(`${r.group}${kcal}`),
      };
    },
  };
}
