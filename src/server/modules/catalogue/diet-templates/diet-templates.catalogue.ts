import type { Kysely } from 'kysely';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { productJsonLd } from '../../../../core/seo/structured-data';
import { NotFoundError } from '../../../errors';
import type { MainEntityLookup } from '../../../http/detail-meta';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { parseList } from '../kit/labels';
import { keyedDetailMeta } from '../kit/keyed-detail-meta';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { createDietTemplatesRepo } from './diet-templates.repo';
import {
  createDietTemplatesService,
  dietTemplateImage,
  type DietTemplatesService,
} from './diet-templates.service';

export function createDietTemplatesCatalogue(db: Kysely<DB>, search: SearchProvider) {
  return createDietTemplatesService(createDietTemplatesRepo(db, search));
}

/** A template page's schema.org `Product` with its `Offer` in the page's currency (a free one at 0). */
export function dietTemplateMainEntity(templates: Pick<DietTemplatesService, 'detail'>): MainEntityLookup {
  return async (id, locale, page) => {
    let template;
    try {
      template = await templates.detail(id, locale);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
    return productJsonLd({
      url: page.url,
      locale,
      name: template.name,
      description: template.description,
      image: page.image,
      price: template.price?.final ?? 0,
      category: template.goals[0]?.label,
      brand: 'Nutrio',
      available: true,
    });
  };
}

export function dietTemplatesDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'diet_template',
    sourceTables: ['diet_templates', 'shop_labels'],
    // The name, then the description and the labels in the visitor's language.
    async documents() {
      const [rows, labels] = await Promise.all([
        db.selectFrom('diet_templates').selectAll().execute(),
        db.selectFrom('shop_labels').selectAll().execute(),
      ]);
      const byKey = new Map(labels.map((label) => [label.key, label]));
      return rows.flatMap((row) =>
        LOCALES.map((locale) => ({
          entityType: 'diet_template',
          entityId: row.id,
          locale,
          name: row[`name_${locale}`],
          body: [
            row[`description_${locale}`],
            ...[row.goal, ...parseList(row.categories), ...parseList(row.tags)].map(
              (key) => byKey.get(key)?.[`name_${locale}`] ?? '',
            ),
          ].join(' '),
        })),
      );
    },
    listPage: 'dietTemplates',
    detailPage: 'dietTemplateDetail',
    sitemap: sluggedTableSitemap(db, 'diet_templates'),
    detailMeta: keyedDetailMeta(db, 'diet_templates', dietTemplateImage),
  };
}
